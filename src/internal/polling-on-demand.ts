/**
 * createAndPoll/poll load the polling loop (src/core/polling.ts) on first use: most apps never
 * poll, and a browser should not load it up front. Each call here is polling.ts' own, sent once the
 * module is there (for createAndPoll: before the create).
 */
import { OnFirstUse } from './load-on-first-use.js';

const polling = new OnFirstUse<typeof import('../core/polling.js')>(
  'polling loop',
  () => import('../core/polling.js'),
);

export const createThenPoll = polling.calls('createThenPoll');
export const pollUntilDone = polling.calls('pollUntilDone');
