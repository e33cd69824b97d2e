/**
 * Web Crypto for the browser and worker build. Browsers expose `crypto.subtle` only in secure
 * contexts (https, or http on localhost), so a page served over plain http elsewhere has none:
 * that is a typed error, not a `TypeError` from deep inside.
 */
import { SportsDataError } from '../../core/errors.js';

export async function subtle(): Promise<SubtleCrypto> {
  const found = globalThis.crypto?.subtle;
  if (found) return found;
  throw new SportsDataError(
    'Webhook signatures need Web Crypto (crypto.subtle), which this environment lacks. Browsers offer it only in secure contexts: serve the page over https (or from localhost).',
  );
}
