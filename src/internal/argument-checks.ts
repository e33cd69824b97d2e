/**
 * The argument checks (src/internal/check-arguments.ts, the generated rule table and the rules that
 * compile it) are the biggest part of the SDK a browser would load up front, and a first call is
 * the earliest they are needed: they load on the first call, once, and every later call gets them
 * without waiting.
 */
import { OnFirstUse } from './load-on-first-use.js';

export type ArgumentChecks = typeof import('./check-arguments.js');

export const argumentChecks = new OnFirstUse<ArgumentChecks>(
  'argument checks',
  () => import('./check-arguments.js'),
);
