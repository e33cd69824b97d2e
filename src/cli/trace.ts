/**
 * `--trace`: the SDK's hook events (client option `hooks`), one line each on stderr, so a user sees
 * every attempt, retry, pacing wait and poll of a command. The events are redacted by the SDK; the
 * line is cleaned for the terminal as any server text is (terminal-text.ts): a request id or plan
 * the service sent cannot move the cursor or recolour the screen.
 *
 *   trace request teams.list call=1 attempt=1 GET http://…/v1/teams?sport=[redacted]
 *   trace response teams.list call=1 attempt=1 status=503 duration_ms=4 bytes=112 request_id=req_…
 *   trace retry teams.list call=1 attempt=1 reason=status status=503 wait_ms=512 wait_source=backoff
 */
import type { HookEvent, Hooks } from '../core/hooks.js';
import { terminalText } from './terminal-text.js';

/** `key=value` pairs of what an event adds, in a fixed order; absent values are left out. */
function fields(event: HookEvent): [string, unknown][] {
  switch (event.kind) {
    case 'request':
      return [
        ['', `${event.method} ${event.url}`],
        ['idempotency_key', event.idempotencyKey ? 'yes' : undefined],
      ];
    case 'response':
      return [
        ['status', event.status],
        ['duration_ms', Math.round(event.durationMs)],
        ['bytes', event.bytes],
        ['request_id', event.requestId],
        ['plan', event.plan],
        ['quota_remaining', event.quota?.remaining],
        ['from_cache', event.fromCache ? 'yes' : undefined],
      ];
    case 'retry':
      return [
        ['reason', event.reason],
        ['status', event.status],
        ['wait_ms', Math.round(event.waitMs)],
        ['wait_source', event.waitSource],
      ];
    case 'pacing_wait':
      return [
        ['wait_ms', Math.round(event.waitMs)],
        ['why', event.why],
      ];
    case 'poll':
      return [
        ['job_id', event.jobId],
        ['state', event.state],
        ['next_wait_ms', event.nextWaitMs === undefined ? undefined : Math.round(event.nextWaitMs)],
      ];
    case 'settled':
      return [
        ['ok', event.ok ? 'yes' : 'no'],
        ['error', event.error === undefined ? undefined : errorName(event.error)],
        ['attempts', event.attempts],
        ['duration_ms', Math.round(event.durationMs)],
      ];
  }
}

/** `RateLimitError:rate_limit_exceeded`: the class, and the code when the error has one. */
function errorName(error: Error): string {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? `${error.name}:${code}` : error.name;
}

/** The one line of an event. */
export function traceLine(event: HookEvent): string {
  const parts = [`trace ${event.kind} ${event.operation} call=${event.callId} attempt=${event.attempt}`];
  for (const [name, value] of fields(event))
    if (value !== undefined) parts.push(name === '' ? String(value) : `${name}=${String(value)}`);
  // One line whatever the server sent: a line break becomes a space, a control character goes.
  return terminalText(parts.join(' '), { maxLength: 4_096 });
}

/** Hooks that write each event as one line to `stderr`. */
export function traceHooks(stderr: NodeJS.WritableStream): Hooks {
  const write = (event: HookEvent) => {
    stderr.write(`${traceLine(event)}\n`);
  };
  return {
    onRequest: write,
    onResponse: write,
    onRetry: write,
    onPacingWait: write,
    onPoll: write,
    onSettled: write,
  };
}
