/**
 * createAndPoll/poll's defaults: applied by the argument checks, stated by the CLI's help. Their own
 * small module, so the CLI's help does not load the checks to print two numbers.
 */
export const DEFAULT_POLL_INTERVAL_MS = 1_000;
export const DEFAULT_POLL_TIMEOUT_MS = 10 * 60_000;
