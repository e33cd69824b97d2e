import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // fast-check: FC_SEED / FC_PATH replay a failing property; every failure prints both.
    setupFiles: ['test/support/fast-check-setup.ts'],
    // Real-socket suites share two cores with the fake server; keep parallelism modest.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 20_000,
    typecheck: { enabled: true, include: ['test/types/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
  },
});
