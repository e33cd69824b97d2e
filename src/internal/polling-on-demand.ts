/**
 * createAndPoll/poll load the polling loop (src/core/polling.ts) on first use: most apps never
 * poll, and a browser should not load it up front. Each call here is polling.ts' own, sent once the
 * module is there (for createAndPoll: before the create).
 */
import { OnFirstUse } from './load-on-first-use.js';

type Polling = typeof import('../core/polling.js');

const polling = new OnFirstUse<Polling>(() => import('../core/polling.js'));

/** polling.ts' function `name`, with its own signature, waiting for the module on first use. */
function onceLoaded<Name extends 'createThenPoll' | 'pollUntilDone'>(name: Name): Polling[Name] {
  const call = async (...args: unknown[]) => {
    const loop = polling.loaded ?? (await polling.load());
    return (loop[name] as (...a: unknown[]) => unknown)(...args);
  };
  return call as Polling[Name];
}

export const createThenPoll = onceLoaded('createThenPoll');
export const pollUntilDone = onceLoaded('pollUntilDone');
