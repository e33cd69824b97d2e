/**
 * Key-shaped strings are scrubbed from every message, log line and error the SDK makes, because
 * a server, a proxy or a caller's own `fetch` can echo the key back in text we would otherwise
 * pass on verbatim.
 */
// No leading \b: a key glued to the text before it (`0svc_live_…`, `tokensvc_live_…`) is still a key.
const KEY_SHAPED = /svc_(?:live|test)_[A-Za-z0-9]{4,}/g;
const BEARER = /\b(Bearer)\s+[^\s"',;]+/gi;
/**
 * A credential header quoted as text, e.g. a proxy's error page echoing the request
 * (`Cookie: sid=…`), a dumped header object (`"set-cookie":"…"`) or a query string
 * (`authorization=…`): the value, to the end of the line or the closing quote, is dropped.
 */
const CREDENTIAL_HEADER =
  /\b((?:proxy-)?authorization|set-cookie|cookie)(["']?[ \t]*[:=][ \t]*["']?)(?!(?:bearer\s+)?\[redacted\])[^\s"'<>&][^\r\n"'<>&]*/gi;

export const REDACTED = '[redacted]';

export function redact(text: string, secret?: string): string {
  let out = text;
  if (secret && secret.length >= 4 && out.includes(secret)) out = out.split(secret).join(REDACTED);
  if (out.includes('svc_')) out = out.replace(KEY_SHAPED, REDACTED);
  if (/bearer/i.test(out)) out = out.replace(BEARER, `$1 ${REDACTED}`);
  if (/authorization|cookie/i.test(out)) out = out.replace(CREDENTIAL_HEADER, `$1$2${REDACTED}`);
  return out;
}

/**
 * The first `length` characters of `text` for a message, redacted before it is cut: cutting
 * first could leave most of a key that no longer matches the secret whole.
 */
export function excerpt(text: string, length: number, secret?: string): string {
  const window = text.slice(0, length + (secret?.length ?? 0) + 64);
  return redact(window, secret).slice(0, length);
}
