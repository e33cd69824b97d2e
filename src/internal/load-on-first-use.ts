/**
 * A module the SDK loads on first use (the argument checks, the polling loop): a browser app
 * should not load them up front, and most apps never poll. Loaded once; a failed load (a chunk the
 * network lost) is tried again on the next use.
 */
export interface OnFirstUse<Module> {
  /** The module if it has loaded, else undefined (steady state: no promise turn per call). */
  readonly loaded: () => Module | undefined;
  /** Loads the module, once. */
  readonly load: () => Promise<Module>;
}

/** `load` is the module's `import()`, written where the module is named so bundlers split it. */
export function onFirstUse<Module>(load: () => Promise<Module>): OnFirstUse<Module> {
  let loaded: Module | undefined;
  let loading: Promise<Module> | undefined;
  return {
    loaded: () => loaded,
    load() {
      loading ??= load().then(
        (module) => {
          loaded = module;
          return module;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
}
