/**
 * The engine's modules that load on first use, each once per page or process (see on-demand.ts).
 * Each of them re-exports `entryAnchor` (entry-anchor.ts says why).
 */
import { OnDemand } from './on-demand.js';

/** Error answers and unusable bodies: the success path never waits for it. */
export const answerErrors = new OnDemand(() => import('./error-from-response.js'));
