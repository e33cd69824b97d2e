// Generated from openapi.json by scripts/generate.mjs. Do not edit: change openapi.json or the generator, then run `npm run generate`.
// `x-sdk.apiKey` of openapi.json (see ../policy.ts).

/** Every key starts with this, then its kind and `_`. */
export const API_KEY_PREFIX = "svc_";
export const API_KEY_KINDS = ["live","test"] as const;
/** The characters after the prefix, kind and `_`, as a character class body. */
export const API_KEY_CHARSET = "A-Za-z0-9";
export const API_KEY_LENGTH = 32;
/** A whole key, anchored. */
export const API_KEY_PATTERN = "^svc_(?:live|test)_[A-Za-z0-9]{32}$";
