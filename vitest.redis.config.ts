import { defineConfig } from 'vitest/config';

/**
 * `npm run test:redis`: the fleet suite against a real redis-server on loopback (started and
 * stopped by the suite). Not part of `npm test`: it needs the redis-server binary and runs about
 * a minute of real time, since the service's window is a real minute.
 */
export default defineConfig({
  test: {
    include: ['test/redis/**/*.redis-test.ts'],
    maxWorkers: 1,
    testTimeout: 180_000,
    hookTimeout: 30_000,
  },
});
