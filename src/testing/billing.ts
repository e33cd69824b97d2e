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

  private charges(accountId: string): Charge[] {
    const ledger = this.ledgers.get(accountId) ?? [];
    this.ledgers.set(accountId, ledger);
    return ledger;
  }

  private spent(account: Account, now: number): number {
    return this.sum(account.id, now, (c) => c.amountUsd);
  }

  includedLeft(account: Account, now: number): number {
    return Math.max(0, account.includedUsageUsd - this.sum(account.id, now, (c) => c.includedUsd));
  }

  /** True when charging `usd` more this month would pass the account's budget cap. */
  wouldExceed(account: Account, usd: number, now: number): boolean {
    return usd > 0 && round(this.spent(account, now) + usd) > account.budgetUsd;
  }

  /** `included` of it is drawn from the plan's included usage, not billed. */
  charge(account: Account, kind: ChargeKind, ref: string, usd: number, now: number, included = 0): void {
    this.charges(account.id).push({
      kind,
      ref,
      amountUsd: round(usd - included),
      includedUsd: round(included),
      at: now,
    });
  }

  /** Query usage: drawn from the plan's included usage first, the rest billed. */
  chargeUsage(account: Account, ref: string, usd: number, now: number): void {
    this.charge(account, 'query', ref, usd, now, Math.min(usd, this.includedLeft(account, now)));
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
