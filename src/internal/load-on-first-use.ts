/**
 * A module the SDK loads on first use (the argument checks, the polling loop): a browser app
 * should not load them up front, and most apps never poll. Loaded once; a failed load (a chunk the
 * network lost) is tried again on the next use, and the call that met it gets a typed
 * `APIConnectionError` (the bundler's own error as its `cause`), like any other lost request: a
 * caller who branches on the SDK's errors needs no case for how the SDK was bundled.
 */
import { APIConnectionError } from '../core/errors.js';

export class OnFirstUse<Module> {
  /**
   * The module once it has loaded, set by `load` only. A field, not a method: the steady state of
   * every call reads it, with no call and no promise turn.
   */
  loaded: Module | undefined;
  #loading: Promise<Module> | undefined;
  readonly #loadModule: () => Promise<Module>;
  readonly #what: string;

  /**
   * `what` names the module in the error of a failed load; `load` imports it, written where the
   * module is named so that bundlers split it there.
   */
  constructor(what: string, load: () => Promise<Module>) {
    this.#what = what;
    this.#loadModule = load;
  }

  load(): Promise<Module> {
    this.#loading ??= this.#loadModule().then(
      (module) => {
        this.loaded = module;
        return module;
      },
      (error: unknown) => {
        this.#loading = undefined;
        throw new APIConnectionError(
          `Could not load the SDK's ${this.#what} (a part of the package it loads on first use); the next call tries again.`,
          { cause: error },
        );
      },
    );
    return this.#loading;
  }

  /**
   * The module's async function `name`, with its own signature, callable before the module has
   * loaded: the first call waits for it. (A sync function would become async: not for those.)
   */
  calls<Name extends keyof Module>(name: Name): Module[Name] {
    const call = async (...args: unknown[]) => {
      const module = this.loaded ?? (await this.load());
      return (module[name] as (...a: unknown[]) => unknown)(...args);
    };
    return call as Module[Name];
  }
}
