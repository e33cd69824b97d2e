// Generated from openapi.json by scripts/generate.mjs. Do not edit: change openapi.json or the generator, then run `npm run generate`.
// `x-sdk.request` of openapi.json (see ../policy.ts).

/** One attempt: sending and the whole body. */
export const DEFAULT_TIMEOUT_MS = 60000;
export const DEFAULT_MAX_RESPONSE_BYTES = 33554432;
/** The JSON value budget: one value per this many bytes of the byte cap. */
export const JSON_BYTES_PER_VALUE = 64;
