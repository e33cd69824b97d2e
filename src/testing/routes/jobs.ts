import type { Account } from '../accounts.js';
import type { ExportFormat, ExportResource } from '../data/resources.js';
import { exceedsRowCap, exportCost } from '../export-jobs.js';
import { pollHeaders } from '../jobs.js';
import type { Route } from '../../generated/fake-surface.js';
import {
  type Behaviour,
  type Ctx,
  bodyFields,
  defineOperation,
  readBody,
  requireAccount,
} from '../operation.js';
import { type Filters, checkFields, parseFilters, readBodyObject } from '../params.js';
import type { QueryScope } from '../query-answer.js';
import { select } from '../selection.js';
import type { ServiceState } from '../state.js';
import type { SurfaceField } from '../surface.js';
import { found, listOf } from './lists.js';

/** The long-running jobs: query runs and export jobs, created with 202 and polled by id. */

function parseQuery(ctx: Ctx) {
  const { prompt, ...scope } = checkFields(readBody(ctx), bodyFields(ctx), 'body');
  return { prompt: prompt as string, scope: scope as QueryScope };
}

function parseExport(ctx: Ctx) {
  const { filters: raw, ...body } = readBody(ctx);
  const { filters: filtersField, ...fields } = bodyFields(ctx);
  const { resource, format } = checkFields(body, fields, 'body') as {
    resource: ExportResource;
    format: ExportFormat;
  };
  const applicable = Object.fromEntries(
    Object.entries((filtersField as SurfaceField).fields ?? {}).filter(([, f]) =>
      f.appliesTo?.includes(resource),
    ),
  );
  const given = readBodyObject(raw ?? {}, Object.keys(applicable), 'filters.', resource);
  const filters: Filters = parseFilters(given, applicable, 'body', 'filters.');
  return { resource, format, filters, rows: select(ctx.state, resource, filters) as object[] };
}

const polled = <T extends { status: string }>(ctx: Ctx, job: T, status?: number) => ({
  status,
  body: job,
  headers: pollHeaders(job.status, ctx.state.options.pollAfterMs),
});

interface JobStore {
  get(account: Account, id: string, now: number, polled: boolean): { status: string } | undefined;
}

/** A poll: one of the caller's jobs by its path id. */
function getJob(noun: string, store: (state: ServiceState) => JobStore) {
  return defineOperation({
    run: (ctx) => {
      const jobs = store(ctx.state);
      return polled(ctx, found(ctx, noun, { get: (id) => jobs.get(requireAccount(ctx), id, ctx.now, true) }));
    },
  });
}

export const jobOperations = {
  'POST /v1/query': defineOperation({
    parse: parseQuery,
    // Only usage beyond the plan's included amount reaches the bill.
    charge: (ctx, parsed) => {
      if (!parsed || !ctx.account) return 0;
      const cost = ctx.state.queryRuns.estimate(parsed.prompt, parsed.scope);
      return Math.max(0, cost - ctx.state.billing.includedLeft(ctx.account, ctx.now));
    },
    run: (ctx, { prompt, scope }) =>
      polled(ctx, ctx.state.queryRuns.create(requireAccount(ctx), prompt, scope, ctx.now), 202),
  }),
  'GET /v1/query/{run_id}': getJob('query run', (state) => state.queryRuns),
  'POST /v1/exports': defineOperation({
    parse: parseExport,
    // The budget check uses the exact charge: the rows are known now. A job over the row cap will fail unbilled.
    charge: (ctx, parsed) =>
      parsed && ctx.account && !exceedsRowCap(ctx.account, parsed.rows.length)
        ? exportCost(parsed.rows.length)
        : 0,
    run: (ctx, p) => {
      const filters = { ...p.filters } as Record<string, string | number>;
      const account = requireAccount(ctx);
      return polled(
        ctx,
        ctx.state.exports.create(account, p.resource, p.format, filters, p.rows, ctx.now),
        202,
      );
    },
  }),
  'GET /v1/exports': listOf((ctx) => ctx.state.exports.list(requireAccount(ctx), ctx.now), { owned: true }),
  'GET /v1/exports/{id}': getJob('export job', (state) => state.exports),
} satisfies Partial<Record<Route, Behaviour>>;
