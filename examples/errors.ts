/**
 * Branching on typed error codes. Run it with a Free plan key: the portal is not on the Free plan
 * (403 plan_required), and the Free plan's per-minute read limit is small (429 rate_limit_exceeded).
 */
import { APIError, RateLimitError, SportsData } from 'sports-data-sdk';

// maxRetries: 0 so that the rate limit surfaces here instead of being waited out by the SDK.
const client = new SportsData({ maxRetries: 0 });

try {
  await client.portal.list();
} catch (error) {
  if (error instanceof APIError && error.code === 'plan_required') {
    console.log(`portal.list: ${error.status} ${error.code}: upgrade to use the portal (${error.requestId})`);
  } else throw error;
}

for (let call = 1; call <= 50; call++) {
  try {
    await client.reference.listSports();
  } catch (error) {
    if (error instanceof RateLimitError && error.code === 'rate_limit_exceeded') {
      console.log(`call ${call}: rate_limit_exceeded, retry after ${error.retryAfter} s`);
      break;
    }
    if (error instanceof RateLimitError && error.code === 'monthly_quota_exceeded') {
      console.log('monthly quota used: it resets at the start of the next UTC month');
      break;
    }
    throw error;
  }
}
