// Medians and spreads: every figure of the bench is the median of several runs, shown with its range.

/** The median of a list of numbers (the mean of the middle two for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The `q`-quantile (0–1) of a list of numbers, interpolated between neighbours. */
export function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  return sorted[low] + (sorted[Math.ceil(at)] - sorted[low]) * (at - low);
}

/** `{ median, min, max, p25, p75, runs }` of a list of samples. */
export function summarize(values) {
  if (values.length === 0) return { median: Number.NaN, min: Number.NaN, max: Number.NaN, runs: 0 };
  return {
    median: median(values),
    min: Math.min(...values),
    max: Math.max(...values),
    p25: quantile(values, 0.25),
    p75: quantile(values, 0.75),
    runs: values.length,
  };
}

/** Per-run ratios a[i] / b[i] (paired: both measured in the same round), summarized. */
export function pairedRatio(a, b) {
  return summarize(a.map((value, i) => value / b[i]));
}

function fixed(value, digits) {
  if (!Number.isFinite(value)) return '–';
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** `1.04 (1.01–1.07)`: the median, then the range of the runs. */
export function formatRange(stat, digits = 2) {
  if (!stat || !Number.isFinite(stat.median)) return '–';
  if (stat.runs < 2) return fixed(stat.median, digits);
  return `${fixed(stat.median, digits)} (${fixed(stat.min, digits)}–${fixed(stat.max, digits)})`;
}

/** `212 µs ±3%`: the median with its half-range as a share of it. */
export function formatSpread(stat, unit = '', digits = 0) {
  if (!stat || !Number.isFinite(stat.median)) return '–';
  const spread =
    stat.runs < 2 || stat.median === 0
      ? ''
      : ` ±${fixed((50 * (stat.max - stat.min)) / Math.abs(stat.median), 0)}%`;
  return `${fixed(stat.median, digits)}${unit ? ` ${unit}` : ''}${spread}`;
}

/**
 * The order of a round: `items` rotated by `round`, every other cycle of rotations in reverse, so
 * that no client always runs first (or last), nor always right after the same other client (which
 * would hand it the other's garbage to collect and warm or cold caches, every round alike).
 */
export function rotate(items, round) {
  const cycle = Math.floor(round / items.length);
  const order = cycle % 2 === 0 ? items : [...items].reverse();
  const shift = round % items.length;
  return [...order.slice(shift), ...order.slice(0, shift)];
}

/**
 * `+7.7 ms (IQR +1.2 to +14.0)`: a signed median and the middle half of the runs, for small
 * differences of two noisy timings (one stray run would make the full range meaningless).
 */
export function formatDelta(stat, unit = '', digits = 1, { range = true } = {}) {
  if (!stat || !Number.isFinite(stat.median)) return '–';
  const sign = (v) => `${v < 0 ? '−' : '+'}${fixed(Math.abs(v), digits)}`;
  const spread = range && stat.runs >= 4 ? ` (IQR ${sign(stat.p25)} to ${sign(stat.p75)})` : '';
  return `${sign(stat.median)}${unit ? ` ${unit}` : ''}${spread}`;
}
