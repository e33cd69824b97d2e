/**
 * The SDK's one redactor. Every error (through the `SportsDataError` base class) and every log line
 * passes through `redact`, because a server, a proxy or a caller's own `fetch` can echo the key
 * back in text we would otherwise pass on verbatim.
 *
 * It scrubs every key a live client holds (registered once, when the client's options are resolved,
 * so no call site has to remember to pass it), anything key-shaped, bearer tokens and credential
 * headers quoted as text, and strips the userinfo and query string of URLs (pre-signed download
 * links carry their signature there).
 */
import * as apiKeyPolicy from '../generated/policy/api-key.js';
import * as serverTextPolicy from '../generated/policy/server-text.js';

// No leading \b: a key glued to the text before it (`0svc_live_…`, `tokensvc_live_…`) is still a key.
export const KEY_PREFIX = apiKeyPolicy.API_KEY_PREFIX;
const KEY_KINDS = apiKeyPolicy.API_KEY_KINDS;
const KEY_CHARSET = apiKeyPolicy.API_KEY_CHARSET;
export const KEY_SHAPED = new RegExp(`${KEY_PREFIX}(?:${KEY_KINDS.join('|')})_[${KEY_CHARSET}]{4,}`, 'g');
/** A prefixed key, its part after `svc_live_`/`svc_test_` captured. */
const KEY_PART = new RegExp(`^${KEY_PREFIX}(?:${KEY_KINDS.join('|')})_(.*)$`, 's');
const BEARER = /\b(Bearer)\s+[^\s"',;]+/gi;
/**
 * A credential header quoted as text, e.g. a proxy's error page echoing the request
 * (`Cookie: sid=…`), a dumped header object (`"set-cookie":"…"`) or a query string
 * (`authorization=…`): the value, to the end of the line or the closing quote, is dropped.
 */
const CREDENTIAL_HEADER =
  /\b((?:proxy-)?authorization|set-cookie|cookie)(["']?[ \t]*[:=][ \t]*["']?)(?!(?:bearer\s+)?\[redacted\])[^\s"'<>&][^\r\n"'<>&]*/gi;
/**
 * The part of an absolute URL after `://` as it appears in running text. The scheme before it is
 * found by a hand scan ({@link redactUrls}): as a pattern (`[a-z][a-z0-9+.-]*://`) it is tried from
 * every letter of a run like `a.a.a.…` and rescans the run each time, which is quadratic.
 */
const URL_BODY = /[^\s"'<>`]+/y;
export const REDACTED = '[redacted]';

/**
 * Shorter keys are not scrubbed as text: every three-letter word would go. Keys are checked at
 * construction, and the contract's keys are 41 characters.
 */
const MIN_SECRET_LENGTH = 4;

interface HeldSecret {
  /** Live clients holding the key. */
  holders: number;
  /** The key as text may quote it: as is, and JSON-escaped (a message quoting a value with `JSON.stringify`). */
  readonly forms: readonly string[];
}

const secrets = new Map<string, HeldSecret>();
let longestSecret = 0;

const released =
  typeof FinalizationRegistry === 'function'
    ? new FinalizationRegistry<string>((secret) => release(secret))
    : undefined;

function release(secret: string): void {
  const held = secrets.get(secret);
  if (held && --held.holders > 0) return;
  secrets.delete(secret);
  longestSecret = 0;
  for (const { forms } of secrets.values())
    for (const form of forms) longestSecret = Math.max(longestSecret, form.length);
}

/**
 * Binds a client's key to the redactor for as long as `owner` (the client's resolved config) lives:
 * from then on no error or log line the SDK makes can carry it, whatever its shape.
 */
export function holdSecret(owner: object, secret: string | undefined): void {
  if (!secret || secret.length < MIN_SECRET_LENGTH) return;
  const held = secrets.get(secret);
  if (held) held.holders += 1;
  else {
    const forms = [...new Set([secret, JSON.stringify(secret).slice(1, -1), ...secretPart(secret)])];
    secrets.set(secret, { holders: 1, forms });
    for (const form of forms) longestSecret = Math.max(longestSecret, form.length);
  }
  released?.register(owner, secret);
}

/**
 * A prefixed key's part after `svc_live_`/`svc_test_`, held on its own: a gateway that echoes the
 * token it parsed, or a message quoting "key …" without its prefix, gives the secret without
 * anything key-shaped around it. Held only when it is at least {@link MIN_PART_LENGTH} characters:
 * the contract's 32 random alphanumerics never occur in other text by chance, so scrubbing them
 * costs no readable word, where a short remainder could.
 */
function secretPart(secret: string): string[] {
  const part = KEY_PART.exec(secret)?.[1];
  return part !== undefined && part.length >= MIN_PART_LENGTH ? [part] : [];
}
const MIN_PART_LENGTH = 16;

/** Every form of every key held now (secret-spans.ts reads them). */
export const heldForms = (): string[] => [...secrets.values()].flatMap((held) => held.forms);

export function redact(text: string): string {
  let out = text;
  for (const { forms } of secrets.values())
    for (const form of forms) if (out.includes(form)) out = out.split(form).join(REDACTED);
  if (out.includes(KEY_PREFIX)) out = out.replace(KEY_SHAPED, REDACTED);
  if (/bearer/i.test(out)) out = out.replace(BEARER, `$1 ${REDACTED}`);
  if (/authorization|cookie/i.test(out)) out = out.replace(CREDENTIAL_HEADER, `$1$2${REDACTED}`);
  if (out.includes('://')) out = redactUrls(out);
  return out;
}

/**
 * Whether a header's name holds a key: what `redact` would scrub, or a held key read in lower case
 * (`Headers` lower-cases every name, so an echo of the key as a name no longer matches it whole,
 * and still gives most of it away). Such a header is dropped, not renamed: a name cannot hold
 * {@link REDACTED}.
 */
export function namesSecret(name: string): boolean {
  if (redact(name) !== name) return true;
  for (const { forms } of secrets.values())
    for (const form of forms) if (name.includes(form.toLowerCase())) return true;
  return false;
}

/**
 * Every absolute URL in `text` (a scheme of `[a-z][a-z0-9+.-]*` starting a word, `://`, then
 * anything up to whitespace, a quote or `<>\``) replaced by {@link withoutCredentials}. Linear: each
 * scan back for a scheme stops at the previous `://` or the end of the previous URL, and each URL
 * is read forward once.
 */
function redactUrls(text: string): string {
  let out = '';
  let copied = 0;
  let from = 0;
  for (let sep = text.indexOf('://'); sep !== -1; sep = text.indexOf('://', from)) {
    let runStart = sep;
    while (runStart > copied && isSchemeChar(text.charCodeAt(runStart - 1))) runStart--;
    let start = -1;
    for (let at = runStart; at < sep; at++) {
      if (isLetter(text.charCodeAt(at)) && !(at > 0 && isWordChar(text.charCodeAt(at - 1)))) {
        start = at;
        break;
      }
    }
    URL_BODY.lastIndex = sep + 3;
    const body = start === -1 ? null : URL_BODY.exec(text);
    if (!body) {
      from = sep + 1;
      continue;
    }
    const end = sep + 3 + body[0].length;
    out += text.slice(copied, start) + withoutCredentials(text.slice(start, end));
    copied = end;
    from = end;
  }
  return copied === 0 ? text : out + text.slice(copied);
}

const isLetter = (code: number): boolean => (code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a;
const isDigit = (code: number): boolean => code >= 0x30 && code <= 0x39;
/** `\w`: what `\b` tells apart from the rest. */
const isWordChar = (code: number): boolean => isLetter(code) || isDigit(code) || code === 0x5f;
const isSchemeChar = (code: number): boolean =>
  isLetter(code) || isDigit(code) || code === 0x2b || code === 0x2e || code === 0x2d;
/** Punctuation that ends a sentence around a URL rather than belonging to it. */
const isTrailingPunctuation = (code: number): boolean => '.,;:!)]}'.includes(String.fromCharCode(code));

/**
 * A URL without its userinfo (`user:pass@`), query string (`?sig=…`) and fragment: what is left
 * still says which host and path failed.
 */
function withoutCredentials(match: string): string {
  let urlEnd = match.length;
  while (urlEnd > 0 && isTrailingPunctuation(match.charCodeAt(urlEnd - 1))) urlEnd--;
  const tail = match.slice(urlEnd);
  const url = match.slice(0, urlEnd);
  const schemeEnd = url.indexOf('://') + 3;
  const pathStart = url.slice(schemeEnd).search(/[/?#]/);
  const authorityEnd = pathStart === -1 ? url.length : schemeEnd + pathStart;
  const authority = url.slice(schemeEnd, authorityEnd);
  const at = authority.lastIndexOf('@');
  const host = at === -1 ? authority : authority.slice(at + 1);
  const rest = url.slice(authorityEnd);
  const cut = rest.search(/[?#]/);
  const path = cut === -1 ? rest : rest.slice(0, cut);
  const dropped = cut !== -1 && rest.length > cut + 1 ? `?${REDACTED}` : '';
  return `${url.slice(0, schemeEnd)}${host}${path}${dropped}${tail}`;
}

/**
 * The first `length` characters of `text` for a message, redacted before it is cut: cutting
 * first could leave most of a key that no longer matches whole.
 */
export function excerpt(text: string, length: number): string {
  const window = text.slice(0, length + longestSecret + 64);
  return redact(window).slice(0, length);
}

/**
 * A server's message (an error envelope's, a failed job's) is kept up to this many characters: the
 * service's longest are a sentence or two, and a few KB still holds a validation error that lists
 * several fields, while a server or proxy sending megabytes cannot make one error (and every log
 * line printing it) that big.
 */
export const SERVER_MESSAGE_MAX = serverTextPolicy.SERVER_MESSAGE_MAX;
/**
 * A server's names and ids (`type`, `code`, `param`, `request_id`: a code, a dotted field path, a
 * `req_` + 24 id) are a few dozen characters. Longer than this, none is one the contract knows.
 */
export const SERVER_NAME_MAX = serverTextPolicy.SERVER_NAME_MAX;

/**
 * A text field from a server as an error may keep it: a string cut to `max` characters (marked
 * with `…`) before it is cleaned; anything else is not a field's value.
 */
export function serverField(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string') return undefined;
  return value.length > max ? `${excerpt(value, max)}…` : value;
}
