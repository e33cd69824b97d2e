/**
 * Whether `text` is well-formed UTF-16 (no lone surrogate), which is what `encodeURIComponent`
 * needs. A hand scan: `String#isWellFormed` only arrived in Node 20.
 */
export function isWellFormed(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0xd800 || unit > 0xdfff) continue;
    const next = text.charCodeAt(i + 1);
    if (unit > 0xdbff || !(next >= 0xdc00 && next <= 0xdfff)) return false;
    i += 1;
  }
  return true;
}
