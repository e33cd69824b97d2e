/**
 * The known name a misspelt one was probably meant to be, or undefined when none is close.
 * "Close" is the same name once case, `_` and `-` are ignored (`sortBy`, `API_KEY`), or a few edits
 * away: one below five characters, two from five, three from eight, so that a short random name is
 * not taken for a slip.
 */
export function didYouMean(name: string, known: readonly string[]): string | undefined {
  const flat = flatten(name);
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of known) {
    if (flatten(candidate) === flat) return candidate;
    const shorter = Math.min(name.length, candidate.length);
    const allowed = shorter >= 8 ? 3 : shorter >= 5 ? 2 : 1;
    const distance = editDistance(name.toLowerCase(), candidate.toLowerCase(), allowed);
    if (distance <= allowed && distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/** ` (did you mean \`x\`?)`, or nothing. */
export function hintFor(name: string, known: readonly string[]): string {
  const guess = didYouMean(name, known);
  return guess === undefined ? '' : ` (did you mean \`${guess}\`?)`;
}

function flatten(name: string): string {
  return name.toLowerCase().replace(/[_-]/g, '');
}

/**
 * Levenshtein distance with adjacent swaps counted as one edit (`sarch` and `saerch` are both one
 * slip): exact up to `limit`, `limit + 1` for anything further (it stops early). The one edit
 * distance of the SDK and the CLI.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}
