// Generated from openapi.json by scripts/generate.mjs. Do not edit: change openapi.json or the generator, then run `npm run generate`.
// `x-sdk.serverText` of openapi.json (see ../policy.ts).

/** A server's message is kept up to this many characters (cut before it is cleaned, marked `…`). */
export const SERVER_MESSAGE_MAX = 4096;
/** A server's code, type, param or id, likewise. */
export const SERVER_NAME_MAX = 256;
/** How much of a non-JSON error page is read for its text. */
export const ERROR_PAGE_CHARS = 16384;
