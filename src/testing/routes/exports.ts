import { EXPORT_RESOURCES, type ExportFormat, type ExportResource } from '../data/resources.js';
import { invalidParameter, notFound } from '../errors.js';
import { exceedsRowCap, exportCost } from '../export-jobs.js';
import { pollHeaders } from '../jobs.js';
import { type Ctx, defineOperation, jsonBody, parseList, requireAccount } from '../operation.js';
import { type Filters, parseFilters, readBodyObject } from '../params.js';
import { EXPORT_FILTERS, exportRows } from '../selection.js';

interface CreateExport {
  resource: ExportResource;
  format: ExportFormat;
  filters: Filters;
  rows: readonly object[];
}

function parseCreate(ctx: Ctx): CreateExport {
  const raw = readBodyObject(jsonBody(ctx), ['resource', 'format', 'filters']);
  if (raw.resource === undefined || raw.resource === null)
    throw invalidParameter('resource', 'resource is required.');
  if (!EXPORT_RESOURCES.includes(raw.resource as ExportResource)) {
    throw invalidParameter('resource', `resource must be one of: ${EXPORT_RESOURCES.join(', ')}.`);
  }
  const resource = raw.resource as ExportResource;
  if (raw.format === undefined || raw.format === null)
    throw invalidParameter('format', 'format is required.');
  if (raw.format !== 'csv' && raw.format !== 'jsonl')
    throw invalidParameter('format', "format must be 'csv' or 'jsonl'.");
  const allowed = EXPORT_FILTERS[resource];
  const rawFilters =
    raw.filters === undefined || raw.filters === null
      ? {}
      : readBodyObject(raw.filters, allowed, 'filters.', resource);
  const filters = parseFilters(rawFilters, allowed, 'body', 'filters.');
  return {
    resource,
    format: raw.format,
    filters,
    rows: exportRows(ctx.state.data, ctx.state.movements, resource, filters),
  };
}

export const exportOperations = {
  create_export: defineOperation({
    parse: parseCreate,
    // The budget check uses the exact charge: the rows are known now. A job over the row cap will fail unbilled.
    charge: (ctx, parsed) =>
      parsed && ctx.account && !exceedsRowCap(ctx.account, parsed.rows.length)
        ? exportCost(parsed.rows.length)
        : 0,
    run: (ctx, p) => {
      const filters = { ...p.filters } as Record<string, string | number>;
      const job = ctx.state.exports.create(
        requireAccount(ctx),
        p.resource,
        p.format,
        filters,
        p.rows,
        ctx.now,
      );
      return { status: 202, body: job, headers: pollHeaders(job.status, ctx.state.options.pollAfterMs) };
    },
  }),
  list_exports: defineOperation({
    parse: (ctx) => parseList(ctx, `exports@${ctx.account?.id}`),
    run: (ctx, { paging }) => ({
      body: ctx.state.cursors.page(ctx.state.exports.list(requireAccount(ctx), ctx.now), paging),
    }),
  }),
  get_export: defineOperation({
    run: (ctx) => {
      const id = ctx.path.id as string;
      const job = ctx.state.exports.get(requireAccount(ctx), id, ctx.now, true);
      if (!job) throw notFound('export job', id);
      return { body: job, headers: pollHeaders(job.status, ctx.state.options.pollAfterMs) };
    },
  }),
};
