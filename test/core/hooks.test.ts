/**
 * src/core/hooks.ts: the client options `hooks` and `telemetry` are checked at `new SportsData()`,
 * like every other option (and as Python checks `hooks=`), with the module that acts on them
 * (observe.ts) not loaded: it is mocked here to fail if anything imports it, so each refusal below
 * is the constructor's own.
 */
import { describe, expect, it, vi } from 'vitest';
import { SportsData } from '../../src/index.js';
import { constructorRefusal } from '../support/constructor-refusal.js';

vi.mock('../../src/internal/observe.js', () => {
  throw new Error('observe.ts was loaded to check a client option');
});
vi.mock('../../src/internal/telemetry.js', () => {
  throw new Error('telemetry.ts was loaded to check a client option');
});

const KEY = 'svc_test_AbCdEfGhIjKlMnOpQrStUvWxYz012345';

const refusal = (options: Record<string, unknown>) => constructorRefusal({ apiKey: KEY, ...options });

describe('hooks and telemetry are checked at construction', () => {
  it.each([
    [{ hooks: 'yes' }, 'hooks', 'hooks must be an object of hook methods, got string "yes".'],
    [{ hooks: null }, 'hooks', 'hooks must be an object of hook methods, got null'],
    [{ hooks: { onRetry: 1 } }, 'hooks.onRetry', 'hooks.onRetry must be a function, got'],
    [{ hooks: { onSettled: 'log' } }, 'hooks.onSettled', 'hooks.onSettled must be a function, got'],
    [
      { hooks: { onRetries() {} } },
      'onRetries',
      'hooks: unknown option `onRetries`. Options are onRequest, onResponse, onRetry',
    ],
    [
      { telemetry: 'on' },
      'telemetry',
      'telemetry must be true, false or { tracerProvider, meterProvider }, got',
    ],
    [
      { telemetry: null },
      'telemetry',
      'telemetry must be true, false or { tracerProvider, meterProvider }, got null',
    ],
    [
      { telemetry: 1 },
      'telemetry',
      'telemetry must be true, false or { tracerProvider, meterProvider }, got',
    ],
  ])('%j is refused (param %s)', (options, param, message) => {
    const error = refusal(options);
    expect(error.code).toBe('invalid_argument');
    expect(error.param).toBe(param);
    expect(error.message).toContain(message);
  });

  it('well-formed options make a client, loading neither observe.ts nor telemetry.ts', () => {
    const recorder = {
      events: [] as unknown[],
      onRequest(event: unknown) {
        recorder.events.push(event);
      },
    };
    for (const options of [
      { hooks: recorder },
      { hooks: {} },
      { telemetry: true },
      { telemetry: false },
      { telemetry: { tracerProvider: { getTracer: () => ({}) } } },
      { hooks: recorder, telemetry: {} },
    ])
      expect(new SportsData({ apiKey: KEY, ...options } as never)).toBeInstanceOf(SportsData);
  });

  it('the key is not in the message', () => {
    const error = refusal({ hooks: { onRetry: KEY } });
    expect(error.message).not.toContain(KEY);
    expect(JSON.stringify(error)).not.toContain(KEY);
  });
});
