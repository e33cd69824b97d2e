// Generated from openapi.json by scripts/generate.mjs. Do not edit: change openapi.json or the generator, then run `npm run generate`.
// `x-sdk.polling` of openapi.json (see ../policy.ts).

/** Between polls when an answer carries no `X-Poll-After-Ms`. */
export const DEFAULT_POLL_INTERVAL_MS = 1000;
/** The least wait between polls, whatever asked for less. */
export const MIN_POLL_INTERVAL_MS = 100;
/** The whole wait of createAndPoll/poll. */
export const DEFAULT_POLL_TIMEOUT_MS = 600000;
