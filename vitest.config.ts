import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Real-socket suites share two cores with the fake server; keep parallelism modest.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 20_000,
    typecheck: { enabled: true, include: ['test/types/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
  },
});
