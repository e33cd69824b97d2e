/**
 * A URL as messages and log lines show it: scheme, host and path, never userinfo (`user:pass@`)
 * nor query string or fragment, where pre-signed links keep their signature (`?sig=…`).
 */
export function describeURL(url: URL | string): string {
  if (typeof url !== 'string') return `${url.protocol}//${url.host}${url.pathname}`;
  try {
    return describeURL(new URL(url));
  } catch {
    // A relative reference (a Location header may hold one): its path only.
    try {
      return new URL(url, 'http://relative.invalid').pathname;
    } catch {
      return '[an unreadable URL]';
    }
  }
}
