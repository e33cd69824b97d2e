/** Web Crypto in each build: Node 18's `node:crypto` in the node build, a typed error where the web build finds none. */
import { webcrypto } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SportsDataError } from '../../../src/core/errors.js';
import { subtle as nodeSubtle } from '../../../src/lib/webhooks/subtle.js';
import { subtle as webSubtle } from '../../../src/lib/webhooks/subtle.web.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('subtle()', () => {
  it('is the global Web Crypto where there is one, in both builds', async () => {
    expect(await nodeSubtle()).toBe(globalThis.crypto.subtle);
    expect(await webSubtle()).toBe(globalThis.crypto.subtle);
  });

  it("falls back to node:crypto's in the node build (Node 18 has no global crypto)", async () => {
    vi.stubGlobal('crypto', undefined);
    expect(await nodeSubtle()).toBe(webcrypto.subtle);
  });

  it('is a SportsDataError, not a TypeError, where the web build finds none (a page over plain http)', async () => {
    vi.stubGlobal('crypto', {});
    const error = await webSubtle().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SportsDataError);
    expect(String(error)).toMatch(/secure contexts/);
  });
});
