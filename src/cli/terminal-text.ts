/**
 * Text from a server made harmless for a terminal: a name or message must not be able to set the
 * window title, clear the screen, move the cursor, write the clipboard (OSC 52) or hide text. Escape
 * sequences (CSI, OSC, DCS, SOS, PM, APC, and the short ESC forms, in their 7-bit and C1 spellings)
 * are removed whole, other C0/C1 control characters and DEL are removed, and so are the bidi
 * overrides that reorder what is shown. One pass, each character looked at once: linear in the
 * length, whatever the input (an unterminated sequence ends at the end of the text).
 */

const ESC = 0x1b;
const BEL = 0x07;
const TAB = 0x09;
const NEWLINE = 0x0a;
const SPACE = 0x20;
/** C1 forms: CSI, and the string introducers DCS, SOS, OSC, PM, APC; ST ends a string. */
const C1_CSI = 0x9b;
const C1_ST = 0x9c;
const C1_STRINGS = new Set([0x90, 0x98, 0x9d, 0x9e, 0x9f]);
/** After ESC: `[` starts a CSI; `P`, `X`, `]`, `^`, `_` a control string. */
const ESC_CSI = 0x5b;
const ESC_STRINGS = new Set([0x50, 0x58, 0x5d, 0x5e, 0x5f]);
const BACKSLASH = 0x5c;

export interface TerminalTextOptions {
  /** Keep line breaks and tabs (a message); else each becomes a space (a progress line, a cell). */
  readonly multiline?: boolean;
  /** Scan at most this many characters of the input (cut first, then clean); the rest is dropped. */
  readonly maxLength?: number;
}

/** Everything a terminal would act on instead of printing (bidi overrides included). */
function isControl(code: number): boolean {
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

/** `text` without escape sequences and control characters. */
export function terminalText(text: string, options: TerminalTextOptions = {}): string {
  const end = Math.min(text.length, options.maxLength ?? text.length);
  let first = 0;
  while (first < end && !isControl(text.charCodeAt(first))) first++;
  if (first === text.length) return text;
  // Built in a typed array, not by concatenation: a million removals cost one copy, not a million strings.
  const out = new Uint16Array(end);
  let length = 0;
  for (let at = 0; at < first; at++) out[length++] = text.charCodeAt(at);
  const multiline = options.multiline === true;
  for (let at = first; at < end; ) {
    const code = text.charCodeAt(at);
    if (!isControl(code)) {
      out[length++] = code;
      at++;
    } else if (code === NEWLINE || code === TAB) {
      out[length++] = multiline ? code : SPACE;
      at++;
    } else {
      at = skipControl(text, at, end);
    }
  }
  return fromCodes(out, length);
}

/** The index just after the control character or whole escape sequence starting at `at`. */
function skipControl(text: string, at: number, end: number): number {
  const code = text.charCodeAt(at);
  if (code === C1_CSI) return skipCsi(text, at + 1, end);
  if (C1_STRINGS.has(code)) return skipString(text, at + 1, end);
  if (code !== ESC || at + 1 >= end) return at + 1;
  const next = text.charCodeAt(at + 1);
  if (next === ESC_CSI) return skipCsi(text, at + 2, end);
  if (ESC_STRINGS.has(next)) return skipString(text, at + 2, end);
  // nF / Fp / Fe / Fs escapes: intermediates (0x20-0x2F), then one final byte (0x30-0x7E).
  let i = at + 1;
  while (i < end && text.charCodeAt(i) >= 0x20 && text.charCodeAt(i) <= 0x2f) i++;
  if (i < end && text.charCodeAt(i) >= 0x30 && text.charCodeAt(i) <= 0x7e) return i + 1;
  return i;
}

/** Parameters and intermediates (0x20-0x3F) up to a final byte (0x40-0x7E); stops at anything else. */
function skipCsi(text: string, from: number, end: number): number {
  let i = from;
  while (i < end) {
    const code = text.charCodeAt(i);
    if (code >= 0x40 && code <= 0x7e) return i + 1;
    if (code < 0x20 || code > 0x3f) return i;
    i++;
  }
  return i;
}

/** A control string's body, up to and including its terminator: BEL, ESC \ or the C1 ST. */
function skipString(text: string, from: number, end: number): number {
  for (let i = from; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code === BEL || code === C1_ST) return i + 1;
    if (code === ESC && i + 1 < end && text.charCodeAt(i + 1) === BACKSLASH) return i + 2;
  }
  return end;
}

/**
 * JSON text for a terminal, still exact: the characters `JSON.stringify` leaves raw that a terminal
 * acts on (DEL, C1, bidi overrides; C0 it escapes already) become `\u` escapes, which parse back
 * to the very same strings. Outside strings JSON has none of them, so only strings change.
 */
export function jsonForTerminal(json: string): string {
  let count = 0;
  for (let at = 0; at < json.length; at++) if (isEscaped(json.charCodeAt(at))) count++;
  if (count === 0) return json;
  const out = new Uint16Array(json.length + 5 * count);
  let length = 0;
  for (let at = 0; at < json.length; at++) {
    const code = json.charCodeAt(at);
    if (!isEscaped(code)) {
      out[length++] = code;
      continue;
    }
    out[length++] = BACKSLASH;
    out[length++] = LETTER_U;
    for (let shift = 12; shift >= 0; shift -= 4) out[length++] = HEX.charCodeAt((code >> shift) & 0xf);
  }
  return fromCodes(out, length);
}

const LETTER_U = 0x75;
const HEX = '0123456789abcdef';
const isEscaped = (code: number) => code >= 0x7f && isControl(code);

/** UTF-16 code units as a string, decoded in one native call (no lone surrogates reach here from JSON). */
function fromCodes(codes: Uint16Array, length: number): string {
  return new TextDecoder('utf-16le').decode(codes.subarray(0, length));
}
