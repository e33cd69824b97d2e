// Generated from openapi.json by scripts/generate.mjs. Do not edit: change openapi.json or the generator, then run `npm run generate`.
// `x-sdk.pacing` of openapi.json (see ../policy.ts).

/** The rolling window the per-minute limits count in. */
export const PACING_WINDOW_MS = 60000;
/** A 429 without a readable `Retry-After` pauses pacing this long. */
export const PACING_PAUSE_MS = 1000;
/** The longest pause kept, whatever `Retry-After` said. */
export const PACING_LONGEST_PAUSE_MS = 3600000;
