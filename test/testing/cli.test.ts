import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/testing/cli.js';
import { SEEDED_ROLES } from './helpers.js';

describe('sports-data-fake', () => {
  it('prints one JSON line with the URLs and keys, and closes on SIGTERM', async () => {
    const lines: string[] = [];
    const listeners = new Map<string, () => void>();
    let exitCode: number | undefined;
    const server = (await main(['--seed', '3'], {
      write: (text) => lines.push(text),
      onSignal: (signal, listener) => listeners.set(signal, listener),
      exit: (code) => {
        exitCode = code;
      },
    }))!;
    expect(lines).toHaveLength(1);
    expect(lines[0]!.endsWith('\n')).toBe(true);
    const printed = JSON.parse(lines[0]!);
    expect(Object.keys(printed)).toEqual(['url', 'filesUrl', 'controlUrl', 'keys', 'accounts', 'webhookUrl']);
    expect(printed.controlUrl).toBe(server.controlUrl);
    expect(printed.controlUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(printed.url).toBe(server.url);
    expect(printed.keys).toEqual(server.keys);
    expect(Object.keys(printed.keys).sort()).toEqual(SEEDED_ROLES);
    const response = await fetch(`${printed.url}/v1/sports`, {
      headers: { authorization: `Bearer ${printed.keys.developer}` },
    });
    expect(response.status).toBe(200);
    await response.arrayBuffer();

    expect([...listeners.keys()].sort()).toEqual(['SIGINT', 'SIGTERM']);
    listeners.get('SIGTERM')!();
    await expect.poll(() => exitCode).toBe(0);
    await expect(fetch(`${printed.url}/v1/sports`)).rejects.toThrow();
  });

  it('refuses unknown arguments and bad ports', async () => {
    await expect(main(['--colour', 'red'], { write: () => {} })).rejects.toThrow(/unknown argument/);
    await expect(main(['--port', 'abc'], { write: () => {} })).rejects.toThrow(/integer/);
  });

  it('listens on the port it is given', async () => {
    const probe = (await main(['--port=0'], { write: () => {}, onSignal: () => {} }))!;
    const port = Number(new URL(probe.url).port);
    await probe.close();
    const server = (await main([`--port=${port}`], { write: () => {}, onSignal: () => {} }))!;
    expect(server.url).toBe(`http://127.0.0.1:${port}`);
    await server.close();
  });

  it('answers every control command on stdin too, one JSON line each, in order', async () => {
    const input = new PassThrough();
    const lines: string[] = [];
    const server = (await main([], { write: (text) => lines.push(text), input, onSignal: () => {} }))!;
    try {
      const send = async (command: object) => {
        const before = lines.length;
        input.write(`${JSON.stringify(command)}\n`);
        await expect.poll(() => lines.length).toBe(before + 1);
        return JSON.parse(lines[before]!);
      };
      expect(
        (await send({ injectFault: { operationId: 'list_sports', status: 503 } })).injectFault.id,
      ).toMatch(/^flt_/);
      expect(await send({ faults: {} })).toEqual({ faults: { remaining: 1 } });
      const response = await fetch(`${server.url}/v1/sports`, {
        headers: { authorization: `Bearer ${server.keys.developer}` },
      });
      expect(response.status).toBe(503);
      await response.arrayBuffer();
      const seen = await send({ requests: { operationId: 'list_sports' } });
      expect(seen.requests).toMatchObject({ count: 1, data: [{ status: 503, fault: 'status' }] });
      expect((await send({ failJob: { id: 'exp_nope' } })).error).toContain(
        "No query run or export job with id 'exp_nope'",
      );
      expect((await send({ injectFault: { status: 700 } })).error).toContain("'status' must be an integer");
    } finally {
      await server.close();
    }
  });
});
