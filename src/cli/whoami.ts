/** `whoami`: the key's plan, reads per minute and monthly quota, from one cheap keyed call's headers. */
import type { Context } from './context.js';

interface Usage {
  readsPerMinute?: number | undefined;
}

export async function whoami(ctx: Context): Promise<void> {
  // A free read of one item: the cheapest keyed call there is (it counts one against the quota).
  const { meta } = await ctx.client.reference.listSports({ limit: 1 }, { signal: ctx.signal }).withResponse();
  // MERGE(pacing): readsPerMinute comes from client.usage() (contract section 11) once the pacing branch adds it.
  const usage = await (ctx.client as unknown as { usage?: () => Usage | Promise<Usage> }).usage?.();
  await ctx.printer.document({
    plan: meta.plan ?? null,
    readsPerMinute: usage?.readsPerMinute ?? null,
    quota: meta.quota
      ? {
          limit: meta.quota.limit,
          remaining: meta.quota.remaining,
          resetAt: meta.quota.resetAt?.toISOString() ?? null,
        }
      : null,
  });
}
