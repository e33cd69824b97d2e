// Generated from openapi.json by scripts/generate.mjs. Do not edit: change openapi.json or the generator, then run `npm run generate`.
// `x-sdk.cache` of openapi.json (see ../policy.ts).

/** How long the read cache (client option `cache`) keeps an answer, unless the option says otherwise. */
export const CACHE_TTL_MS = 300000;
/** Answers the memory store keeps before it drops the least recently used. */
export const CACHE_MAX_ENTRIES = 1000;
