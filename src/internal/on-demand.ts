/**
 * A module loaded on first use. `loaded` is there without a promise turn once it has come (the
 * steady state pays nothing); `load()` imports it once, and a failed load (a chunk the network
 * lost) is tried again on the next call.
 */
export class OnDemand<T> {
  loaded: T | undefined;
  #loading: Promise<T> | undefined;
  readonly #importer: () => Promise<T>;

  /** `importer` names the lazy module itself (a dynamic import of a literal path), so bundlers see it. */
  constructor(importer: () => Promise<T>) {
    this.#importer = importer;
  }

  load(): Promise<T> {
    this.#loading ??= this.#importer().then(
      (module) => {
        this.loaded = module;
        return module;
      },
      (error: unknown) => {
        this.#loading = undefined;
        throw error;
      },
    );
    return this.#loading;
  }
}
