import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // fast-check: FC_SEED / FC_PATH replay a failing property; every failure prints both.
    setupFiles: ['test/support/fast-check-setup.ts'],
    // Real-socket suites share two cores with the fake server; keep parallelism modest.
    maxWorkers: 2,
    // The test timeout only catches a test that never ends: every wait a test makes is bounded
    // by the SDK's own timeouts or a fake clock. The CPU-bound files (fuzz properties of
    // thousands of runs, 1,000 calls in flight, the 189-call fault sweep) take 5-10 s on an idle
    // machine and several times that beside two busy loops on two cores; 120 s is over ten times
    // their idle time, so load alone never fails them.
    testTimeout: 120_000,
    hookTimeout: 60_000,
    typecheck: { enabled: true, include: ['test/types/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
  },
});
