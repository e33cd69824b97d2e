import { checkField } from '../check-field.js';
import type { SurfaceField } from '../surface.js';
import { notFound } from '../errors.js';
import { pollHeaders } from '../jobs.js';
import { type Ctx, bodyFields, defineOperation, readBody, requireAccount } from '../operation.js';
import { parseFilters } from '../params.js';
import type { QueryScope } from '../query-answer.js';

function parseCreate(ctx: Ctx): { prompt: string; scope: QueryScope } {
  const raw = readBody(ctx);
  const fields = bodyFields(ctx);
  const prompt = checkField(raw.prompt, fields.prompt as SurfaceField, 'prompt', 'body') as string;
  return { prompt, scope: parseFilters(raw, fields, 'body') };
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
