/** "Did you mean …?" for a mistyped command, flag or value. */

function distance(a: string, b: string): number {
  // Levenshtein with a transposition counted as one edit: `sarch` and `saerch` are both one slip.
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** The closest candidate within a third of the word's length (at least 2 edits), if any. */
export function closest(word: string, candidates: Iterable<string>): string | undefined {
  const typed = word.toLowerCase();
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.floor(typed.length / 3)) + 1;
  for (const candidate of candidates) {
    const d = distance(typed, candidate.toLowerCase());
    if (d < bestDistance || (d === bestDistance && best !== undefined && candidate.length < best.length)) {
      if (d < bestDistance) bestDistance = d;
      best = candidate;
    }
  }
  return best;
}

/** ` Did you mean --sport?` or nothing. */
export function didYouMean(word: string, candidates: Iterable<string>, prefix = ''): string {
  const found = closest(word, candidates);
  return found === undefined ? '' : ` Did you mean ${prefix}${found}?`;
}
