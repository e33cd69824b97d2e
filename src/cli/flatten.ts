/** Objects as flat rows for tables and CSV: nested fields as dotted columns (`home.score`, `stats.points`). */

export type Row = Record<string, unknown>;

export function flatten(
  value: unknown,
  depth = Number.POSITIVE_INFINITY,
  prefix = '',
  // Null prototype: a field the server names `__proto__` is a column like any other, never dropped.
  out: Row = Object.create(null) as Row,
): Row {
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && depth > 0) {
    const entries = Object.entries(value as Row);
    if (entries.length === 0 && prefix) out[prefix] = value;
    for (const [key, inner] of entries) flatten(inner, depth - 1, prefix ? `${prefix}.${key}` : key, out);
    return out;
  }
  out[prefix || 'value'] = value;
  return out;
}

/** A cell as text: strings as they are, null and undefined empty, everything else as JSON. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((v) => typeof v !== 'object' || v === null))
    return value.join(', ');
  return JSON.stringify(value);
}
