/**
 * The call machine (engine.ts) and its driver (driver.ts), the largest part of the SDK a browser
 * would load up front, are needed from a client's first call on, not to make a client: they load
 * then, once, like the argument checks and pacing notes the driver loads on that same first call.
 * Those two are asked for here at the same moment, so the first call waits for one round of loads,
 * not two in a row. Once loaded, a call goes straight to the driver: its callers read
 * `callMachine.loaded` themselves (a field, no call, no promise turn) and come here only before.
 */
import type { ListRequestOptions } from '../core/request-options.js';
import type { ReadCache } from './cache.js';
import type { Answered, CallArgs, CallContext, PageShape } from './engine.js';
import { OnFirstUse } from './load-on-first-use.js';
import type { OperationSpec } from './operation.js';

export const callMachine = new OnFirstUse<typeof import('./driver.js')>('call machine', () => {
  // Only a head start: the driver's own load of each (driver.ts) reports a failure to its call.
  import('./arguments.js').catch(() => {});
  import('./pacing.js').catch(() => {});
  return import('./driver.js');
});

/** The driver's `send` (driver.ts), once the machine has loaded: a call made before it has. */
export function sendOnLoad<T>(
  ctx: CallContext,
  op: OperationSpec,
  args: CallArgs,
  options: ListRequestOptions | undefined,
  answered: Answered<T>,
  kind?: 'call' | 'list',
  shape?: PageShape<T>,
): Promise<T> {
  return callMachine.load().then((loaded) => loaded.send(ctx, op, args, options, answered, kind, shape));
}

/**
 * The client's read cache (driver.ts `cacheOf`), made when first needed; a client without the
 * `cache` option has none, and loads nothing to say so.
 */
export async function cacheOf(ctx: CallContext): Promise<ReadCache | undefined> {
  if (!ctx.config.cache) return undefined;
  return (callMachine.loaded ?? (await callMachine.load())).cacheOf(ctx);
}
