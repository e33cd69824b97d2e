/**
 * createAndPoll/poll's defaults: applied by the argument checks, stated by the CLI's help. Their own
 * small module, so the CLI's help does not load the checks to print two numbers.
 */
import * as pollingPolicy from '../generated/policy/polling.js';

export const DEFAULT_POLL_INTERVAL_MS = pollingPolicy.DEFAULT_POLL_INTERVAL_MS;
export const DEFAULT_POLL_TIMEOUT_MS = pollingPolicy.DEFAULT_POLL_TIMEOUT_MS;
