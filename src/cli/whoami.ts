/** `whoami`: the key's plan, reads per minute and monthly quota, from one cheap keyed call's headers. */
import type { Context } from './context.js';

export async function whoami(ctx: Context): Promise<void> {
  // A free read of one item: the cheapest keyed call there is (it counts one against the quota).
  await ctx.client.reference.listSports({ limit: 1 }, { signal: ctx.signal });
  const { plan, readsPerMinute, quota } = ctx.client.usage();
  await ctx.printer.document({
    plan: plan ?? null,
    readsPerMinute: readsPerMinute ?? null,
    quota:
      quota.limit === undefined && quota.remaining === undefined
        ? null
        : {
            limit: quota.limit ?? null,
            remaining: quota.remaining ?? null,
            resetAt: quota.resetAt?.toISOString() ?? null,
          },
  });
}
