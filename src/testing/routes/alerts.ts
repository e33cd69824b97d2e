import type { AlertFilters } from '../data/resources.js';
import { type Ctx, bodyFields, defineOperation, readBody, requireAccount } from '../operation.js';
import { checkFields } from '../params.js';
import { PLAN_LIMITS, PRICES } from '../plans.js';
import { bodySport } from '../tiers.js';
import { found, listOf } from './lists.js';

function alertPrice(ctx: Ctx): number {
  return ctx.account && PLAN_LIMITS[ctx.account.plan].portalAndAlertsBilled ? PRICES.alertUsd : 0;
}

const alert = (ctx: Ctx) =>
  found(ctx, 'alert', ctx.state.alerts.get(requireAccount(ctx), ctx.path.id as string));

export const alertOperations = {
  create_alert: defineOperation({
    alertLimit: true,
    tierSports: (ctx) => bodySport(ctx, true),
    parse: (ctx) =>
      checkFields(readBody(ctx), bodyFields(ctx), 'body') as { name: string; filters: AlertFilters },
    charge: (ctx) => alertPrice(ctx),
    run: (ctx, { name, filters }) => {
      const account = requireAccount(ctx);
      const created = ctx.state.alerts.create(account, name, filters, ctx.now);
      const price = alertPrice(ctx);
      if (price > 0) ctx.state.billing.charge(account, 'alert', created.id, price, ctx.now);
      return { status: 201, body: created };
    },
  }),
  list_alerts: listOf((ctx) => ctx.state.alerts.list(requireAccount(ctx)), { owned: true }),
  list_alert_matches: listOf((ctx) => alert(ctx).matches, { owned: true }),
  delete_alert: defineOperation({
    run: (ctx) => {
      const { id } = alert(ctx).alert;
      ctx.state.alerts.delete(requireAccount(ctx), id);
      return { body: { id, deleted: true } };
    },
  }),
};
