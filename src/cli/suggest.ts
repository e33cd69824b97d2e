/** "Did you mean …?" for a mistyped command, flag or value. */
import { editDistance } from '../internal/did-you-mean.js';

/** The closest candidate within a third of the word's length (at least 2 edits), if any. */
export function closest(word: string, candidates: Iterable<string>): string | undefined {
  const typed = word.toLowerCase();
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.floor(typed.length / 3)) + 1;
  for (const candidate of candidates) {
    const d = editDistance(typed, candidate.toLowerCase(), bestDistance);
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
