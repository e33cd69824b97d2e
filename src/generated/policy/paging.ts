// Generated from openapi.json by scripts/generate.mjs. Do not edit: change openapi.json or the generator, then run `npm run generate`.
// `x-sdk.paging` of openapi.json (see ../policy.ts).

/** Pages in a row answering `has_more` with no items before `PaginationError`. */
export const MAX_EMPTY_PAGES = 10;
