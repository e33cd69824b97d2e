/**
 * `telemetry` without `@opentelemetry/api` installed (an optional peer): the call fails before it
 * sends, with an error naming the package to install; hooks alone never need it.
 */
import { describe, expect, it, vi } from 'vitest';
import { InvalidArgumentError } from '../../src/index.js';
import { useFake } from './fixture.js';

// As Node answers an import of a package that is not installed.
vi.mock('@opentelemetry/api', () => {
  throw Object.assign(new Error("Cannot find package '@opentelemetry/api'"), {
    code: 'ERR_MODULE_NOT_FOUND',
  });
});

const e2e = useFake();

describe('telemetry without @opentelemetry/api', () => {
  it('telemetry: true fails the call before anything is sent, naming the package', async () => {
    const { service } = e2e.fake;
    const before = service.countRequests('list_sports');
    const client = e2e.client('developer', { telemetry: true });
    const error = await client.reference.listSports().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidArgumentError);
    expect((error as InvalidArgumentError).param).toBe('telemetry');
    expect(String(error)).toMatch(/npm install @opentelemetry\/api/);
    // The same clear error on every later call, still with nothing sent.
    await expect(client.reference.listSports()).rejects.toThrow(/@opentelemetry\/api/);
    expect(service.countRequests('list_sports')).toBe(before);
  });

  it('telemetry: { api } uses the module given and imports nothing', async () => {
    const spans: string[] = [];
    const api = await vi.importActual<typeof import('@opentelemetry/api')>('@opentelemetry/api');
    const { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } = await import(
      '@opentelemetry/sdk-trace-base'
    );
    const exporter = new InMemorySpanExporter();
    const tracerProvider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
    await e2e.client('developer', { telemetry: { api, tracerProvider } }).reference.listSports();
    spans.push(...exporter.getFinishedSpans().map((s) => s.name));
    expect(spans.sort()).toEqual(['GET /v1/sports', 'sports_data.reference.listSports']);
  });

  it('hooks alone never need it', async () => {
    const kinds: string[] = [];
    await e2e.client('developer', { hooks: { onSettled: (e) => kinds.push(e.kind) } }).reference.listSports();
    expect(kinds).toEqual(['settled']);
  });
});
