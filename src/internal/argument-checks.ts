/**
 * The argument checks (src/internal/validate-input.ts and the generated rule table) are the biggest
 * part of the SDK a browser would load up front, and a first call is the earliest they are needed:
 * they load on the first call, once, and every later call gets them without waiting.
 */
export type ArgumentChecks = typeof import('./validate-input.js');

let loaded: ArgumentChecks | undefined;
let loading: Promise<ArgumentChecks> | undefined;

/** The checks if they have loaded, else undefined (steady state: no promise turn per call). */
export function loadedArgumentChecks(): ArgumentChecks | undefined {
  return loaded;
}

/** Loads the checks once; a failed load (a chunk the network lost) is tried again on the next call. */
export function loadArgumentChecks(): Promise<ArgumentChecks> {
  loading ??= import('./validate-input.js').then(
    (checks) => {
      loaded = checks;
      return checks;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
