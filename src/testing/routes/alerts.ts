import { checkField } from '../check-field.js';
import type { SurfaceField } from '../surface.js';
import { statKeys } from '../data/reference.js';
import type { AlertFilters } from '../data/resources.js';
import { invalidParameter, notFound } from '../errors.js';
import { type Ctx, bodyFields, defineOperation, readBody, parseList, requireAccount } from '../operation.js';
import { PLAN_LIMITS, PRICES } from '../plans.js';
import { parseFilters, parsePosition, readBodyObject } from '../params.js';
import { bodySport } from '../tiers.js';

function alertPrice(ctx: Ctx): number {
  return ctx.account && PLAN_LIMITS[ctx.account.plan].portalAndAlertsBilled ? PRICES.alertUsd : 0;
}

function parseCreate(ctx: Ctx): { name: string; filters: AlertFilters } {
  const raw = readBody(ctx);
  const fields = bodyFields(ctx);
  const name = checkField(raw.name, fields.name as SurfaceField, 'name', 'body') as string;
  const filtersField = fields.filters as SurfaceField;
  checkField(raw.filters, filtersField, 'filters', 'body');
  const own = filtersField.fields ?? {};
  const f = readBodyObject(raw.filters, Object.keys(own), 'filters.');
  const filters = parseFilters(f, own, 'body', 'filters.') as AlertFilters;
  const sport = filters.sport;
  if (f.positions !== undefined && f.positions !== null)
    filters.positions = parsePositions(f.positions, sport, own.positions as SurfaceField);
  if (f.min_stats !== undefined && f.min_stats !== null) {
    const stats = readBodyObject(f.min_stats, statKeys(sport), 'filters.min_stats.');
    for (const [key, value] of Object.entries(stats)) {
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        throw invalidParameter(`filters.min_stats.${key}`, `filters.min_stats.${key} must be a number.`);
      }
    }
    filters.min_stats = stats as Record<string, number>;
  }
  return { name, filters };
}

function parsePositions(value: unknown, sport: string, field: SurfaceField): string[] {
  const most = field.maxItems ?? Number.POSITIVE_INFINITY;
  if (!Array.isArray(value) || value.length > most) {
    throw invalidParameter('filters.positions', `filters.positions must be an array of at most ${most}.`);
  }
  const positions = value.map((p) => parsePosition(p, sport, 'filters.positions'));
  if (new Set(positions).size !== positions.length) {
    throw invalidParameter('filters.positions', 'filters.positions must not repeat a position.');
  }
  return positions;
}

function alertOrThrow(ctx: Ctx) {
  const id = ctx.path.id as string;
  const record = ctx.state.alerts.get(requireAccount(ctx), id);
  if (!record) throw notFound('alert', id);
  return record;
}

export const alertOperations = {
  create_alert: defineOperation({
    alertLimit: true,
    tierSports: (ctx) => bodySport(ctx, true),
    parse: parseCreate,
    charge: (ctx) => alertPrice(ctx),
    run: (ctx, { name, filters }) => {
      const account = requireAccount(ctx);
      const alert = ctx.state.alerts.create(account, name, filters, ctx.now);
      const price = alertPrice(ctx);
      if (price > 0) ctx.state.billing.charge(account, 'alert', alert.id, price, ctx.now);
      return { status: 201, body: alert };
    },
  }),
  list_alerts: defineOperation({
    parse: (ctx) => parseList(ctx, `alerts@${ctx.account?.id}`),
    run: (ctx, { paging }) => ({
      body: ctx.state.cursors.page(ctx.state.alerts.list(requireAccount(ctx)), paging),
    }),
  }),
  list_alert_matches: defineOperation({
    parse: (ctx) => parseList(ctx, `alerts/${ctx.path.id}/matches`),
    run: (ctx, { paging }) => ({ body: ctx.state.cursors.page(alertOrThrow(ctx).matches, paging) }),
  }),
  delete_alert: defineOperation({
    run: (ctx) => {
      const { alert } = alertOrThrow(ctx);
      ctx.state.alerts.delete(requireAccount(ctx), alert.id);
      return { body: { id: alert.id, deleted: true } };
    },
  }),
};
