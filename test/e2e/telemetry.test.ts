/**
 * Client option `telemetry` against the fake (issue 32): spans per call and per attempt, span
 * events, metrics, `traceparent` to the API's origin only, all recorded by OpenTelemetry's own
 * in-memory exporter and reader, and the key searched for in every one of them.
 */
import * as api from '@opentelemetry/api';
import {
  AggregationTemporality,
  MeterProvider,
  MetricReader,
  type ResourceMetrics,
} from '@opentelemetry/sdk-metrics';
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  type ReadableSpan,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { describe, expect, it } from 'vitest';
import type { PacingClock } from '../../src/index.js';
import { exportWithRefusedLink, sleepOnlyClock, useFake } from './fixture.js';

const e2e = useFake();

class TestReader extends MetricReader {
  constructor() {
    super({ aggregationTemporalitySelector: () => AggregationTemporality.CUMULATIVE });
  }
  protected async onForceFlush(): Promise<void> {}
  protected async onShutdown(): Promise<void> {}
}

/** A client with its own in-memory tracer and meter. */
function observed(options: Parameters<typeof e2e.client>[1] = {}) {
  const exporter = new InMemorySpanExporter();
  const tracerProvider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
  const reader = new TestReader();
  const meterProvider = new MeterProvider({ readers: [reader] });
  const client = e2e.client('developer', { telemetry: { tracerProvider, meterProvider }, ...options });
  const spans = () => exporter.getFinishedSpans();
  const metrics = async (): Promise<ResourceMetrics> => (await reader.collect()).resourceMetrics;
  return { client, spans, metrics };
}

const named = (spans: readonly ReadableSpan[], name: string) => spans.filter((s) => s.name === name);

/** Every number a metric holds, by metric name (points summed, histograms by count and sum). */
function points(resource: ResourceMetrics): Map<string, { attributes: api.Attributes; value: unknown }[]> {
  const out = new Map<string, { attributes: api.Attributes; value: unknown }[]>();
  for (const scope of resource.scopeMetrics)
    for (const metric of scope.metrics)
      out.set(
        metric.descriptor.name,
        metric.dataPoints.map((p) => ({ attributes: p.attributes, value: p.value })),
      );
  return out;
}

describe('telemetry', () => {
  it('a free read answered 503 then 200: one call span, two attempt spans, HTTP attributes', async () => {
    const { service } = e2e.fake;
    service.faults.inject({ operationId: 'list_teams', status: 503, retryAfter: '0' });
    const { client, spans, metrics } = observed();
    await client.teams.list({ sport: 'soccer', limit: 1 });
    const all = spans();
    const [call] = named(all, 'sports_data.teams.list');
    const attempts = named(all, 'GET /v1/teams');
    expect(call).toBeDefined();
    expect(attempts).toHaveLength(2);
    const url = new URL(e2e.fake.url);
    for (const attempt of attempts) {
      expect(attempt.kind).toBe(api.SpanKind.CLIENT);
      expect(attempt.parentSpanId).toBe(call?.spanContext().spanId);
      expect(attempt.spanContext().traceId).toBe(call?.spanContext().traceId);
      expect(attempt.attributes).toMatchObject({
        'http.request.method': 'GET',
        'server.address': url.hostname,
        'server.port': Number(url.port),
        'url.full': `${e2e.fake.url}/v1/teams?sport=[redacted]&limit=[redacted]`,
        'url.template': '/v1/teams',
        'sports_data.operation': 'teams.list',
        'sports_data.billing': 'free',
      });
    }
    const [first, second] = attempts.sort(
      (a, b) =>
        (a.attributes['sports_data.attempt'] as number) - (b.attributes['sports_data.attempt'] as number),
    );
    expect(first?.attributes).toMatchObject({ 'http.response.status_code': 503, 'error.type': '503' });
    expect(first?.attributes['http.request.resend_count']).toBeUndefined();
    expect(first?.attributes['sports_data.retry.reason']).toBeUndefined();
    expect(second?.attributes).toMatchObject({
      'http.response.status_code': 200,
      'http.request.resend_count': 1,
      'sports_data.retry.reason': 'status',
      'sports_data.plan': 'developer',
    });
    expect(call?.attributes).toMatchObject({ 'sports_data.plan': 'developer', 'sports_data.attempts': 2 });
    expect(second?.attributes['sports_data.request_id']).toBe(service.requests.at(-1)?.requestId);
    expect(second?.attributes['sports_data.quota.remaining']).toBeTypeOf('number');
    expect(second?.attributes['error.type']).toBeUndefined();
    expect(call?.status.code).toBe(api.SpanStatusCode.UNSET);

    const byName = points(await metrics());
    const durations = byName.get('http.client.request.duration') ?? [];
    expect(durations.map((p) => p.attributes['http.response.status_code']).sort()).toEqual([200, 503]);
    expect(byName.get('sports_data.client.retries')).toEqual([
      {
        attributes: { 'sports_data.operation': 'teams.list', 'sports_data.retry.reason': 'status' },
        value: 1,
      },
    ]);
    expect(byName.get('sports_data.client.quota.remaining')?.[0]?.value).toBe(
      second?.attributes['sports_data.quota.remaining'],
    );
  });

  it('a usage-billed create answered 503: exactly one attempt span, the call span in error', async () => {
    const { service } = e2e.fake;
    service.faults.inject({ operationId: 'create_query', status: 503 });
    const { client, spans } = observed({ logLevel: 'off' });
    await expect(client.query.create({ prompt: 'leaders' })).rejects.toThrow();
    const attempts = named(spans(), 'POST /v1/query');
    expect(attempts).toHaveLength(1);
    expect(attempts[0]?.attributes).toMatchObject({ 'sports_data.billing': 'usage', 'error.type': '503' });
    const [call] = named(spans(), 'sports_data.query.create');
    expect(call?.status.code).toBe(api.SpanStatusCode.ERROR);
    expect(call?.attributes['error.type']).toBe('InternalServerError');
  });

  it('a 429 with Retry-After: counted as rate limited, retried with the reason', async () => {
    const { service } = e2e.fake;
    service.faults.inject({ operationId: 'list_sports', status: 429, retryAfter: '0' });
    const { client, spans, metrics } = observed({ logLevel: 'off' });
    await client.reference.listSports();
    const byName = points(await metrics());
    expect(byName.get('sports_data.client.rate_limited')).toEqual([
      { attributes: { 'sports_data.operation': 'reference.listSports' }, value: 1 },
    ]);
    const attempts = named(spans(), 'GET /v1/sports');
    expect(attempts.map((a) => a.attributes['http.response.status_code'])).toEqual([429, 200]);
    expect(attempts[1]?.attributes).toMatchObject({
      'http.request.resend_count': 1,
      'sports_data.retry.reason': 'status',
    });
    expect(byName.get('sports_data.client.retries')).toEqual([
      {
        attributes: { 'sports_data.operation': 'reference.listSports', 'sports_data.retry.reason': 'status' },
        value: 1,
      },
    ]);
  });

  it('traceparent goes to the API with the attempt span, never over a header the caller set', async () => {
    const { service } = e2e.fake;
    const { client, spans } = observed();
    service.resetRequests();
    await client.reference.listSports();
    const [attempt] = named(spans(), 'GET /v1/sports');
    const sent = service.requests[0]?.headers.traceparent;
    expect(sent).toBe(`00-${attempt?.spanContext().traceId}-${attempt?.spanContext().spanId}-01`);
    const own = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
    await client.reference.listSports({}, { headers: { traceparent: own } });
    expect(service.requests[1]?.headers.traceparent).toBe(own);
  });

  it('a poll loop and a download: poll events on the call span, no traceparent to the file host', async () => {
    const { service } = e2e.fake;
    const { client, spans } = observed();
    const job = await client.exports.createAndPoll({
      resource: 'teams',
      format: 'jsonl',
      filters: { sport: 'soccer' },
    });
    const polls = named(spans(), 'sports_data.exports.get').flatMap((s) => s.events);
    expect(polls.length).toBeGreaterThanOrEqual(1);
    for (const event of polls) {
      expect(event.name).toBe('sports_data.poll');
      expect(event.attributes?.['sports_data.job_id']).toBe(job.id);
    }
    expect(polls.at(-1)?.attributes?.['sports_data.job.state']).toBe('succeeded');
    const file = await client.exports.download(job);
    for await (const _ of file) {
      // read to the end
    }
    const [download] = named(spans(), 'sports_data.exports.download');
    const hops = named(spans(), 'GET {download_url}');
    expect(download).toBeDefined();
    expect(hops.length).toBeGreaterThanOrEqual(1);
    for (const hop of hops) expect(hop.parentSpanId).toBe(download?.spanContext().spanId);
    expect(service.fileRequests.length).toBeGreaterThan(0);
    for (const request of service.fileRequests) expect(request.headers.traceparent).toBeUndefined();
    const link = new URL(job.download_url as string);
    for (const hop of hops) expect(String(hop.attributes['url.full'])).not.toContain(link.search);
  });

  it('a download the file host finally refuses: the call span in error, with the error the caller got', async () => {
    const { client, spans } = observed({ logLevel: 'off' });
    const job = await exportWithRefusedLink(client);
    await expect(client.exports.download(job)).rejects.toMatchObject({
      name: 'ExportDownloadError',
      status: 403,
    });
    const [download] = named(spans(), 'sports_data.exports.download');
    expect(download?.status.code).toBe(api.SpanStatusCode.ERROR);
    expect(download?.attributes['error.type']).toBe('ExportDownloadError');
    const [hop] = named(spans(), 'GET {download_url}');
    expect(hop?.attributes).toMatchObject({ 'http.response.status_code': 403, 'error.type': '403' });
  });

  it('pacing waits are events on the call span and a histogram', async () => {
    const clock: PacingClock = sleepOnlyClock();
    const { client, spans, metrics } = observed({ pacing: { readsPerMinute: 1, clock }, logLevel: 'off' });
    await client.reference.listSports();
    await client.reference.listSports();
    const waits = named(spans(), 'sports_data.reference.listSports').flatMap((s) => s.events);
    expect(waits.map((e) => e.name)).toEqual(['sports_data.pacing_wait']);
    expect(waits[0]?.attributes?.['sports_data.pacing.why']).toBe('window_full');
    const histogram = points(await metrics()).get('sports_data.client.pacing.wait')?.[0]?.value as {
      count: number;
      sum: number;
    };
    expect(histogram.count).toBe(1);
    expect(histogram.sum).toBeGreaterThan(55);
  });

  it('64 calls in flight: 64 call spans, each with its own attempt span under it', async () => {
    const { client, spans } = observed();
    const ids = e2e.fake.service.data.players.slice(0, 64).map((p) => p.id);
    await Promise.all(ids.map((id) => client.players.get(id)));
    const calls = named(spans(), 'sports_data.players.get');
    const attempts = named(spans(), 'GET /v1/players/{id}');
    expect(calls).toHaveLength(64);
    expect(attempts).toHaveLength(64);
    const callIds = new Set(calls.map((c) => c.spanContext().spanId));
    expect(new Set(attempts.map((a) => a.parentSpanId))).toEqual(callIds);
  });

  it('the key is in no span, attribute, event or metric point, even when the service echoes it', async () => {
    const { service } = e2e.fake;
    const key = e2e.fake.keys.developer;
    service.faults.inject({
      operationId: 'list_sports',
      status: 503,
      retryAfter: '0',
      headers: { 'x-request-id': key, 'x-service-plan': `Bearer ${key}` },
    });
    // The echo breaks the document's X-Request-Id pattern: sent past the fixture's conformance check.
    const { client, spans, metrics } = observed({ logLevel: 'off', fetch: globalThis.fetch });
    await client.reference.listSports();
    await client.teams.list({ sport: 'soccer', limit: 1 });
    const text = JSON.stringify({
      spans: spans().map((s) => ({
        name: s.name,
        attributes: s.attributes,
        events: s.events,
        status: s.status,
      })),
      metrics: await metrics(),
    });
    expect(text).toContain('sports_data.');
    expect(text).not.toContain(key);
    expect(text).not.toMatch(/svc_(live|test)_[A-Za-z0-9]/);
  });

  it('telemetry: true uses the global providers of @opentelemetry/api', async () => {
    const exporter = new InMemorySpanExporter();
    const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
    api.trace.setGlobalTracerProvider(provider);
    try {
      await e2e.client('developer', { telemetry: true }).reference.listSports();
      expect(
        exporter
          .getFinishedSpans()
          .map((s) => s.name)
          .sort(),
      ).toEqual(['GET /v1/sports', 'sports_data.reference.listSports']);
    } finally {
      api.trace.disable();
    }
  });
});
