/**
 * The engine's modules that load on first use, each once per page or process (see load-on-first-use.ts).
 * Each of them re-exports `entryAnchor` (entry-anchor.ts says why).
 */
import { OnFirstUse } from './load-on-first-use.js';

/** Error answers and unusable bodies: the success path never waits for it. */
export const answerErrors = new OnFirstUse('error reader', () => import('./error-from-response.js'));
