/**
 * Every fast-check property of the suite runs under this configuration (vitest `setupFiles`).
 * A failing property throws with its seed and path in the message (fast-check's report), so a
 * failure seen once, on any machine, can be replayed:
 *
 *   FC_SEED=<seed> FC_PATH=<path> npx vitest run <file> -t '<property>'
 *
 * and then kept as a regression case: the counterexample goes into the property's `examples`
 * (replayed first, on every run) next to the fix of the oracle or the code.
 */
import fc from 'fast-check';

const seed = process.env.FC_SEED;
const path = process.env.FC_PATH;

fc.configureGlobal({
  ...fc.readConfigureGlobal(),
  ...(seed !== undefined && seed !== '' ? { seed: Number(seed) } : {}),
  ...(path !== undefined && path !== '' ? { path } : {}),
  // The report names the seed and path, and the shrunk counterexample with the steps to it.
  verbose: fc.VerbosityLevel.Verbose,
});
