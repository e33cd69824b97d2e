import { describe, expect, it } from 'vitest';
import { main } from '../../src/testing/cli.js';

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
    expect(Object.keys(printed.keys).sort()).toEqual([
      'developer',
      'enterprise',
      'free',
      'noCoach',
      'plus',
      'test',
    ]);
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
});
