/**
 * A natural-language query: `createAndPoll` submits the run (usage-billed, sent exactly once) and
 * polls it, free, until it completes. The idempotency key makes a retry of this script safe: a
 * repeat within 24 h gets the first run back with no new charge.
 */
import { JobFailedError, PollTimeoutError, SportsData } from 'sports-data-sdk';

const client = new SportsData();

// Scoped to a sport the service lists, for one of the genders it covers.
const sport = (await client.reference.listSports()).data[0];
if (!sport) throw new Error('the service lists no sports');
const gender = sport.genders[0];

try {
  const run = await client.query.createAndPoll(
    {
      prompt: `Who were the standout ${gender ?? ''} ${sport.name.toLowerCase()} players of the last season?`,
      sport: sport.id,
      ...(gender ? { gender } : {}),
    },
    { idempotencyKey: `example-query-${new Date().toISOString().slice(0, 10)}`, timeoutMs: 60_000 },
  );
  console.log(`Run ${run.run_id} ${run.status}: ${run.answer}`);
  if (run.usage)
    console.log(`  ${run.usage.input_tokens} + ${run.usage.output_tokens} tokens, $${run.usage.cost_usd}`);
} catch (error) {
  if (error instanceof JobFailedError)
    console.log(`The run failed (${error.code}); failed runs are not billed.`);
  else if (error instanceof PollTimeoutError)
    console.log('Still running; poll it later with client.query.poll(runId).');
  else throw error;
}
