import { invalidParameter, notFound } from '../errors.js';
import { pollHeaders } from '../jobs.js';
import { type Ctx, defineOperation, jsonBody, requireAccount } from '../operation.js';
import { parseDivision, parseGender, parseSport, readBodyObject } from '../params.js';
import type { QueryScope } from '../query-answer.js';

const MAX_PROMPT = 2_000;

function parseCreate(ctx: Ctx): { prompt: string; scope: QueryScope } {
  const raw = readBodyObject(jsonBody(ctx), ['prompt', 'sport', 'division', 'gender']);
  const prompt = raw.prompt;
  if (prompt === undefined || prompt === null) throw invalidParameter('prompt', 'prompt is required.');
  if (typeof prompt !== 'string' || prompt.length < 1 || prompt.length > MAX_PROMPT) {
    throw invalidParameter('prompt', `prompt must be a string of 1 to ${MAX_PROMPT} characters.`);
  }
  return {
    prompt,
    scope: { sport: parseSport(raw), division: parseDivision(raw), gender: parseGender(raw) },
  };
}

export const queryOperations = {
  create_query: defineOperation({
    parse: parseCreate,
    // Only usage beyond the plan's included amount reaches the bill.
    charge: (ctx, parsed) => {
      if (!parsed || !ctx.account) return 0;
      const cost = ctx.state.queryRuns.estimate(parsed.prompt, parsed.scope);
      return Math.max(0, cost - ctx.state.billing.includedLeft(ctx.account, ctx.now));
    },
    run: (ctx, { prompt, scope }) => {
      const run = ctx.state.queryRuns.create(requireAccount(ctx), prompt, scope, ctx.now);
      return { status: 202, body: run, headers: pollHeaders(run.status, ctx.state.options.pollAfterMs) };
    },
  }),
  get_query: defineOperation({
    run: (ctx) => {
      const id = ctx.path.run_id as string;
      const run = ctx.state.queryRuns.get(requireAccount(ctx), id, ctx.now, true);
      if (!run) throw notFound('query run', id);
      return { body: run, headers: pollHeaders(run.status, ctx.state.options.pollAfterMs) };
    },
  }),
};
