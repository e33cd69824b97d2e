import type { Account } from './accounts.js';
import { monthKey } from './time.js';

export type ChargeKind = 'portal' | 'query' | 'alert' | 'export';

/** One usage-billed event. `amountUsd` is what the bill shows; query usage covered by the plan is in `includedUsd`. */
export interface Charge {
  kind: ChargeKind;
  /** The run, job, alert or request the charge is for. */
  ref: string;
  amountUsd: number;
  includedUsd: number;
  at: number;
}

export interface BillingSummary {
  accountId: string;
  plan: string;
  budgetUsd: number;
  /** Billed in the UTC month of `now`. */
  spentUsd: number;
  includedUsageUsd: number;
  includedUsedUsd: number;
  charges: Charge[];
}

const round = (usd: number): number => Math.round(usd * 1e6) / 1e6;

/** The usage ledger: what each account was charged and how much of its budget and included usage is left. */
export class Billing {
  private readonly ledgers = new Map<string, Charge[]>();

  charges(accountId: string): Charge[] {
    let ledger = this.ledgers.get(accountId);
    if (!ledger) {
      ledger = [];
      this.ledgers.set(accountId, ledger);
    }
    return ledger;
  }

  spent(account: Account, now: number): number {
    return this.sum(account.id, now, (c) => c.amountUsd);
  }

  includedLeft(account: Account, now: number): number {
    return Math.max(0, account.includedUsageUsd - this.sum(account.id, now, (c) => c.includedUsd));
  }

  /** True when charging `usd` more this month would pass the account's budget cap. */
  wouldExceed(account: Account, usd: number, now: number): boolean {
    return usd > 0 && round(this.spent(account, now) + usd) > account.budgetUsd;
  }

  charge(account: Account, kind: ChargeKind, ref: string, usd: number, now: number): Charge {
    const charge: Charge = { kind, ref, amountUsd: round(usd), includedUsd: 0, at: now };
    this.charges(account.id).push(charge);
    return charge;
  }

  /** Query usage: drawn from the plan's included usage first, the rest billed. */
  chargeUsage(account: Account, ref: string, usd: number, now: number): Charge {
    const included = Math.min(usd, this.includedLeft(account, now));
    const charge: Charge = {
      kind: 'query',
      ref,
      amountUsd: round(usd - included),
      includedUsd: round(included),
      at: now,
    };
    this.charges(account.id).push(charge);
    return charge;
  }

  summary(account: Account, now: number): BillingSummary {
    return {
      accountId: account.id,
      plan: account.plan,
      budgetUsd: account.budgetUsd,
      spentUsd: this.spent(account, now),
      includedUsageUsd: account.includedUsageUsd,
      includedUsedUsd: round(account.includedUsageUsd - this.includedLeft(account, now)),
      charges: this.charges(account.id).map((c) => ({ ...c })),
    };
  }

  private sum(accountId: string, now: number, pick: (c: Charge) => number): number {
    const month = monthKey(now);
    let total = 0;
    for (const c of this.charges(accountId)) if (monthKey(c.at) === month) total += pick(c);
    return round(total);
  }
}
