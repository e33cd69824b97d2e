/** Date helpers on UTC milliseconds; every instant the fake shows goes through these. */

export const DAY_MS = 86_400_000;

/** RFC 3339 UTC without milliseconds, e.g. `2025-11-15T18:00:00Z`. */
export function isoInstant(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}

/** `YYYY-MM` of the UTC month holding `ms`: the key of monthly quotas and budgets. */
export function monthKey(ms: number): string {
  return new Date(ms).toISOString().slice(0, 7);
}

/** The first instant of the UTC month after the one holding `ms`. */
export function nextMonthStart(ms: number): number {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
}

const RFC3339 = /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:[Zz]|[+-]\d{2}:\d{2})$/;

/** Parses an RFC 3339 date-time; undefined when the text is not one. */
export function parseRfc3339(text: string): number | undefined {
  if (!RFC3339.test(text)) return undefined;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? undefined : ms;
}

/** Milliseconds of a stored date-time field, for `since` comparisons. */
export function instantOf(text: string): number {
  return Date.parse(text);
}
