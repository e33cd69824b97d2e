/**
 * OpenTelemetry for the client option `telemetry`: an observer on the hooks (observe.ts), not a
 * second set of call sites. Loaded with `@opentelemetry/api` (an optional peer dependency) on the
 * first call of a client that has `telemetry`, never otherwise (observe.ts loads both).
 *
 * - A span per call, `sports_data.<namespace>.<method>`, and under it a span per attempt (an export
 *   file: per hop) named `{METHOD} {url.template}`, kind CLIENT, with OpenTelemetry's HTTP client
 *   attributes and the service's own (`sports_data.*`). Pacing waits and job polls are events on the
 *   call's span.
 * - Metrics on the meter `sports-data-sdk`: request duration, retries, 429s, pacing waits, and the
 *   quota left as an observable gauge.
 * - The W3C `traceparent` of the current attempt, which observe.ts sends to the API's origin only.
 *
 * Every value comes from an event, so it has been through the one redactor: no attribute can hold
 * the key, a bearer token or a pre-signed link's query.
 */
import type { Attributes, MeterProvider, Span, TracerProvider } from '@opentelemetry/api';
// Types only: the module itself comes from observe.ts (imported by name at run time, or the
// caller's own), so no bundler has to resolve an optional peer that may not be installed.
type OtelApi = typeof import('@opentelemetry/api');
// The hooks below take their event types from `Hooks` (each method's parameter is typed by it).
import type { HookEvent, Hooks, TelemetryOption } from '../core/hooks.js';
import { VERSION } from '../version.js';
import type { Propagator } from './observe.js';

const NAME = 'sports-data-sdk';

interface CallSpans {
  readonly call: Span;
  attempt: Span | undefined;
  /** What the attempt's duration metric is recorded with, filled in as its events come. */
  attributes: Attributes;
  started: number;
  /** Why the next attempt is a retry (its span says so, as the Python client's does). */
  retryReason: string | undefined;
}

const now = () => performance.now();

/** SpanKind and SpanStatusCode of the API (numbers fixed by its specification). */
const INTERNAL = 0;
const CLIENT = 2;
const ERROR = 2;

export function createTelemetry(
  option: true | Exclude<TelemetryOption, boolean>,
  api: Pick<OtelApi, 'trace' | 'metrics' | 'context' | 'isSpanContextValid'>,
): {
  hooks: Hooks;
  traceparent: Propagator['traceparent'];
} {
  const { trace, metrics, context, isSpanContextValid } = api;
  const providers = option === true ? {} : option;
  const tracerProvider =
    (providers.tracerProvider as TracerProvider | undefined) ?? trace.getTracerProvider();
  const meterProvider = (providers.meterProvider as MeterProvider | undefined) ?? metrics.getMeterProvider();
  const tracer = tracerProvider.getTracer(NAME, VERSION);
  const meter = meterProvider.getMeter(NAME, VERSION);
  const duration = meter.createHistogram('http.client.request.duration', {
    unit: 's',
    description: 'Duration of one attempt: from sending to the last byte of the answer.',
  });
  const retries = meter.createCounter('sports_data.client.retries', {
    description: 'Retries the SDK scheduled, by operation and reason.',
  });
  const rateLimited = meter.createCounter('sports_data.client.rate_limited', {
    description: 'Answers 429 (rate limited), by operation.',
  });
  const pacingWait = meter.createHistogram('sports_data.client.pacing.wait', {
    unit: 's',
    description: 'Time an attempt waited for room in the rolling minute (client option pacing).',
  });
  /** The quota left as the latest answer said it, observed when the reader collects. */
  let quotaRemaining: number | undefined;
  meter
    .createObservableGauge('sports_data.client.quota.remaining', {
      description: 'Requests left this month, as the latest answer said (X-Monthly-Quota-Remaining).',
    })
    .addCallback((result) => {
      if (quotaRemaining !== undefined) result.observe(quotaRemaining);
    });

  const calls = new Map<number, CallSpans>();

  /** The call's span, started by its first event (a pacing wait may come before its first request). */
  function spansOf(event: HookEvent): CallSpans {
    let spans = calls.get(event.callId);
    if (spans === undefined) {
      const call = tracer.startSpan(
        `sports_data.${event.operation}`,
        {
          kind: INTERNAL,
          attributes: {
            'sports_data.operation': event.operation,
            'sports_data.operation_id': event.operationId,
            'sports_data.billing': event.billing,
          },
        },
        context.active(),
      );
      spans = { call, attempt: undefined, attributes: {}, started: 0, retryReason: undefined };
      calls.set(event.callId, spans);
    }
    return spans;
  }

  /** Ends the attempt's span and records its duration. */
  function endAttempt(spans: CallSpans): void {
    const attempt = spans.attempt;
    if (attempt === undefined) return;
    spans.attempt = undefined;
    duration.record((now() - spans.started) / 1000, spans.attributes);
    attempt.end();
  }

  function failed(span: Span, attributes: Attributes, errorType: string): void {
    span.setAttribute('error.type', errorType);
    span.setStatus({ code: ERROR });
    attributes['error.type'] = errorType;
  }

  const hooks: Required<Hooks> = {
    onRequest(event) {
      const spans = spansOf(event);
      endAttempt(spans);
      const url = new URL(event.url);
      const port = url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port);
      const attributes: Attributes = {
        'http.request.method': event.method,
        'server.address': url.hostname,
        'server.port': port,
        'url.full': event.url,
        'url.template': event.urlTemplate,
        'sports_data.operation': event.operation,
        'sports_data.billing': event.billing,
        'sports_data.attempt': event.attempt,
      };
      if (event.attempt > 1) attributes['http.request.resend_count'] = event.attempt - 1;
      if (spans.retryReason !== undefined) attributes['sports_data.retry.reason'] = spans.retryReason;
      spans.attempt = tracer.startSpan(
        `${event.method} ${event.urlTemplate}`,
        { kind: CLIENT, attributes },
        trace.setSpan(context.active(), spans.call),
      );
      spans.started = now();
      spans.attributes = {
        'http.request.method': event.method,
        'server.address': url.hostname,
        'server.port': port,
        'sports_data.operation': event.operation,
      };
    },

    onResponse(event) {
      const spans = spansOf(event);
      // What the answer said of the account: on the attempt's span and, the last one's, on the call's.
      const found: Attributes = {};
      if (event.plan !== undefined) found['sports_data.plan'] = event.plan;
      if (event.requestId !== undefined) found['sports_data.request_id'] = event.requestId;
      if (event.quota !== undefined) {
        found['sports_data.quota.remaining'] = event.quota.remaining;
        quotaRemaining = event.quota.remaining;
      }
      // A read the cache answered has no attempt span: nothing was sent.
      spans.call.setAttributes(event.fromCache ? { ...found, 'sports_data.from_cache': true } : found);
      if (event.status === 429) rateLimited.add(1, { 'sports_data.operation': event.operation });
      const span = spans.attempt;
      if (span === undefined) return;
      span.setAttributes({ 'http.response.status_code': event.status, ...found });
      spans.attributes['http.response.status_code'] = event.status;
      if (event.status >= 400) failed(span, spans.attributes, String(event.status));
    },

    onRetry(event) {
      const spans = spansOf(event);
      const span = spans.attempt;
      // An attempt with no answer fails here; one answered said its status at its answer.
      if (span !== undefined && event.reason !== 'status') failed(span, spans.attributes, event.reason);
      spans.retryReason = event.reason;
      retries.add(1, { 'sports_data.operation': event.operation, 'sports_data.retry.reason': event.reason });
      endAttempt(spans);
    },

    onPacingWait(event) {
      spansOf(event).call.addEvent('sports_data.pacing_wait', {
        'sports_data.pacing.wait_ms': event.waitMs,
        'sports_data.pacing.why': event.why,
      });
      pacingWait.record(event.waitMs / 1000, {
        'sports_data.operation': event.operation,
        'sports_data.pacing.why': event.why,
      });
    },

    onPoll(event) {
      const attributes: Attributes = {
        'sports_data.job_id': event.jobId,
        'sports_data.job.state': event.state,
      };
      if (event.nextWaitMs !== undefined) attributes['sports_data.poll.next_wait_ms'] = event.nextWaitMs;
      spansOf(event).call.addEvent('sports_data.poll', attributes);
    },

    onSettled(event) {
      const spans = spansOf(event);
      calls.delete(event.callId);
      const { error } = event;
      const attempt = spans.attempt;
      // The last attempt failed with no answer (a timeout, a lost connection), or its body was unusable.
      if (attempt !== undefined && error !== undefined && spans.attributes['error.type'] === undefined)
        failed(attempt, spans.attributes, error.name);
      endAttempt(spans);
      const call = spans.call;
      call.setAttribute('sports_data.attempts', event.attempts);
      if (error !== undefined) {
        call.setAttribute('error.type', error.name);
        call.setStatus({ code: ERROR, message: error.message });
      }
      call.end();
    },
  };

  return {
    hooks,
    traceparent(callId) {
      const span = calls.get(callId)?.attempt;
      if (span === undefined) return undefined;
      const spanContext = span.spanContext();
      if (!isSpanContextValid(spanContext)) return undefined;
      const flags = (spanContext.traceFlags & 0xff).toString(16).padStart(2, '0');
      return `00-${spanContext.traceId}-${spanContext.spanId}-${flags}`;
    },
  };
}
