import type { Account } from '../accounts.js';
import { defineOperation, parseList, requireAccount } from '../operation.js';
import { PLAN_LIMITS, PRICES } from '../plans.js';
import { select } from '../selection.js';
import { querySport } from '../tiers.js';

function portalPrice(account: Account | null): number {
  return account && PLAN_LIMITS[account.plan].portalAndAlertsBilled ? PRICES.portalRequestUsd : 0;
}

export const portalOperations = {
  list_portal: defineOperation({
    tierSports: querySport,
    parse: (ctx) => parseList(ctx, 'portal'),
    charge: (ctx) => portalPrice(ctx.account),
    run: (ctx, { filters, paging }) => {
      const account = requireAccount(ctx);
      const page = ctx.state.cursors.page(select(ctx.state, 'portal', filters), paging);
      const price = portalPrice(account);
      if (price > 0) ctx.state.billing.charge(account, 'portal', ctx.requestId, price, ctx.now);
      return { body: page };
    },
  }),
};
