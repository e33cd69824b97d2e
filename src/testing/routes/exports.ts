import { checkField } from '../check-field.js';
import type { SurfaceField } from '../surface.js';
import type { ExportFormat, ExportResource } from '../data/resources.js';
import { notFound } from '../errors.js';
import { exceedsRowCap, exportCost } from '../export-jobs.js';
import { pollHeaders } from '../jobs.js';
import { type Ctx, bodyFields, defineOperation, readBody, parseList, requireAccount } from '../operation.js';
import { type Filters, parseFilters, readBodyObject } from '../params.js';
import { EXPORT_FILTERS, exportRows } from '../selection.js';

interface CreateExport {
  resource: ExportResource;
  format: ExportFormat;
  filters: Filters;
  rows: readonly object[];
}

function parseCreate(ctx: Ctx): CreateExport {
  const raw = readBody(ctx);
  const fields = bodyFields(ctx);
  const resource = checkField(
    raw.resource,
    fields.resource as SurfaceField,
    'resource',
    'body',
  ) as ExportResource;
  const format = checkField(raw.format, fields.format as SurfaceField, 'format', 'body') as ExportFormat;
  // Which filters apply to which resource is the fake's reading of the field descriptions.
  const own = (fields.filters as SurfaceField).fields ?? {};
  const applicable = Object.fromEntries(EXPORT_FILTERS[resource].map((k) => [k, own[k] as SurfaceField]));
  const rawFilters =
    raw.filters === undefined || raw.filters === null
      ? {}
      : readBodyObject(raw.filters, Object.keys(applicable), 'filters.', resource);
  const filters = parseFilters(rawFilters, applicable, 'body', 'filters.');
  return {
    resource,
    format,
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
