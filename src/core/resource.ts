import type { APICore } from './api-core.js';

/**
 * The base of every generated namespace class (`client.players`, `client.teams`, …): the core
 * their methods send through, held in one place instead of once per namespace.
 */
export abstract class APIResource {
  protected readonly _core: APICore;

  constructor(core: APICore) {
    this._core = core;
  }
}
