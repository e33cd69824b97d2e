/**
 * Where the redactor's keys stand in a text, for the error reader's HTML pages only: a module of its
 * own so that it loads with the error reader, not in the initial chunk with redact.ts.
 */
import { heldForms, KEY_PREFIX, KEY_SHAPED } from './redact.js';

/**
 * Where in `text` a held key (any of its forms) or anything key-shaped stands, as sorted, disjoint
 * `[start, end)` ranges: for text whose pieces are shown apart (an HTML page's text between tags),
 * found on the pieces joined, so markup inside a key cannot split it into pieces that no longer
 * match. Linear: one `indexOf` scan per form and one pass of a pattern without backtracking.
 */
export function secretSpans(text: string): Array<[number, number]> {
  const found: Array<[number, number]> = [];
  for (const form of heldForms())
    for (let at = text.indexOf(form); at !== -1; at = text.indexOf(form, at + form.length))
      found.push([at, at + form.length]);
  if (text.includes(KEY_PREFIX))
    for (const match of text.matchAll(KEY_SHAPED)) found.push([match.index, match.index + match[0].length]);
  found.sort((a, b) => a[0] - b[0]);
  const spans: Array<[number, number]> = [];
  for (const [start, end] of found) {
    const last = spans.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else spans.push([start, end]);
  }
  return spans;
}
