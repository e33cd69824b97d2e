/**
 * A client's call context, made when the client is: a module of its own, apart from the call
 * machine (engine.ts), so that making a client loads no more than this. The machine and its driver
 * load with the client's first call (call-machine.ts).
 */
import type { ResolvedConfig } from '../core/config.js';
import { VERSION } from '../version.js';
import type { CallContext } from './engine.js';

export function createCallContext(config: ResolvedConfig): CallContext {
  return { config, userAgent: userAgent(), pacing: undefined, cache: undefined };
}

function userAgent(): string | undefined {
  // Browsers set their own User-Agent and some refuse a script-set one.
  if (typeof process === 'undefined' || !process.versions?.node) return undefined;
  return `sports-data-sdk/${VERSION} node/${process.versions.node} (${process.platform}; ${process.arch})`;
}
