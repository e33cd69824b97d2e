/**
 * Key-shaped strings are scrubbed from every message, log line and error the SDK makes, because
 * a server, a proxy or a caller's own `fetch` can echo the key back in text we would otherwise
 * pass on verbatim.
 */
const KEY_SHAPED = /\bsvc_(?:live|test)_[A-Za-z0-9]{4,}/g;
const BEARER = /\b(Bearer)\s+[^\s"',;]+/gi;

export const REDACTED = '[redacted]';

export function redact(text: string, secret?: string): string {
  let out = text;
  if (secret && secret.length >= 4 && out.includes(secret)) out = out.split(secret).join(REDACTED);
  if (out.includes('svc_')) out = out.replace(KEY_SHAPED, REDACTED);
  if (/bearer/i.test(out)) out = out.replace(BEARER, `$1 ${REDACTED}`);
  return out;
}
