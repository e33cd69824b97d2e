/**
 * Sets `extra` over `target` with header names compared case-insensitively, as HTTP compares them:
 * a test's `content-type` replaces the service's `Content-Type` instead of standing beside it (a
 * reply with both would go out as `application/json…, text/html`).
 */
export function mergeHeaders(
  target: Record<string, string>,
  extra: Record<string, string> | undefined,
): void {
  if (extra === undefined) return;
  for (const [name, value] of Object.entries(extra)) {
    const lower = name.toLowerCase();
    for (const existing of Object.keys(target)) {
      if (existing !== name && existing.toLowerCase() === lower) delete target[existing];
    }
    target[name] = value;
  }
}
