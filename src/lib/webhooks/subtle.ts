/**
 * Web Crypto for the Node build (Node, Bun, Deno). Node 18 has no global `crypto`; its Web Crypto
 * lives on `node:crypto`. The browser and worker build swaps this module for `subtle.web.ts`
 * (see tsup.config.ts), so no bundler for those platforms ever sees `node:crypto`.
 */
export async function subtle(): Promise<SubtleCrypto> {
  if (globalThis.crypto?.subtle) return globalThis.crypto.subtle;
  const { webcrypto } = await import('node:crypto');
  return webcrypto.subtle as SubtleCrypto;
}
