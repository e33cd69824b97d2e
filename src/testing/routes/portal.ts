import type { AlertFilters } from '../data/resources.js';
import type { Route } from '../../generated/fake-surface.js';
import {
  type Behaviour,
  type Ctx,
  bodyFields,
  defineOperation,
  parseList,
  readBody,
  requireAccount,
} from '../operation.js';
import { checkFields } from '../params.js';
import { PRICES, portalOrAlertPrice } from '../plans.js';
import { select } from '../selection.js';
import { bodySport, querySport } from '../tiers.js';
import { found, listOf } from './lists.js';

/** The portal feed and its watch alerts: usage-billed on the plans that do not include them. */

const alertPrice = (ctx: Ctx) => portalOrAlertPrice(ctx.account?.plan, PRICES.alertUsd);
const feedPrice = (ctx: Ctx) => portalOrAlertPrice(ctx.account?.plan, PRICES.portalRequestUsd);

const alert = (ctx: Ctx) =>
  found(ctx, 'alert', { get: (id) => ctx.state.alerts.get(requireAccount(ctx), id) });

export const portalOperations = {
  'GET /v1/portal': defineOperation({
    tierSports: querySport,
    parse: (ctx) => parseList(ctx, 'portal'),
    charge: feedPrice,
    run: (ctx, { filters, paging }) => {
      const account = requireAccount(ctx);
      const page = ctx.state.cursors.page(select(ctx.state, 'portal', filters), paging);
      const price = feedPrice(ctx);
      if (price > 0) ctx.state.billing.charge(account, 'portal', ctx.requestId, price, ctx.now);
      return { body: page };
    },
  }),
  'POST /v1/alerts': defineOperation({
    alertLimit: true,
    tierSports: (ctx) => bodySport(ctx, true),
    parse: (ctx) =>
      checkFields(readBody(ctx), bodyFields(ctx), 'body') as { name: string; filters: AlertFilters },
    charge: alertPrice,
    run: (ctx, { name, filters }) => {
      const account = requireAccount(ctx);
      const created = ctx.state.alerts.create(account, name, filters, ctx.now);
      const price = alertPrice(ctx);
      if (price > 0) ctx.state.billing.charge(account, 'alert', created.id, price, ctx.now);
      return { status: 201, body: created };
    },
  }),
  'GET /v1/alerts': listOf((ctx) => ctx.state.alerts.list(requireAccount(ctx)), { owned: true }),
  'GET /v1/alerts/{id}/matches': listOf((ctx) => alert(ctx).matches, { owned: true }),
  'DELETE /v1/alerts/{id}': defineOperation({
    run: (ctx) => {
      const { id } = alert(ctx).alert;
      ctx.state.alerts.delete(requireAccount(ctx), id);
      return { body: { id, deleted: true } };
    },
  }),
} satisfies Partial<Record<Route, Behaviour>>;
