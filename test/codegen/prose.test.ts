/**
 * The prose of openapi.json that repeats an extension is written from it (scripts/codegen/prose.mjs):
 * a changed fact changes every passage that states it, and the document as committed is what the
 * generator writes (generate:check fails otherwise).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withDerivedProse } from '../../scripts/codegen/prose.mjs';

const text = readFileSync(new URL('../../openapi.json', import.meta.url), 'utf8');
const spec = JSON.parse(text);
const clone = () => structuredClone(spec);
const paragraph = (description: string, head: string) =>
  description.split('\n\n').find((p) => p.startsWith(head));

describe('the prose written from the extensions', () => {
  it('is what the committed document says', () => {
    expect(`${JSON.stringify(withDerivedProse(spec), null, 2)}\n`).toBe(text);
  });

  it('follows an operation flipped to usage-billed, keeping nothing of the free paragraph', () => {
    const doc = clone();
    doc.paths['/v1/players/{id}'].get['x-billing'] = 'usage';
    const out = withDerivedProse(doc).paths['/v1/players/{id}'].get.description;
    expect(paragraph(out, '**Billing:**')).toBe(
      '**Billing:** usage-billed. Counts one request against the monthly quota and the per-minute limit. Never retried automatically by the SDK.',
    );
  });

  it('keeps a billing note as written', () => {
    const out = withDerivedProse(clone()).paths['/v1/portal'].get.description;
    expect(paragraph(out, '**Billing:**')).toMatch(
      /^\*\*Billing:\*\* usage-billed — \$0\.05 per request on plus and premium, included from developer up\. Counts/,
    );
  });

  it('follows the retried statuses and the Retry-After cap of x-sdk everywhere it states them', () => {
    const doc = clone();
    doc['x-sdk'].retry.statuses = [409, 429, 500, 503];
    doc['x-sdk'].retry.maxRetryAfterSeconds = 30;
    const out = withDerivedProse(doc);
    expect(paragraph(out.paths['/v1/sports'].get.description, '**Billing:**')).toContain(
      'Retried automatically by the SDK (connection errors, timeouts, 409, 429 `rate_limit_exceeded`, 500, 503).',
    );
    expect(out.info.description).toContain('409, 429 `rate_limit_exceeded`, 500, 503; never on');
    expect(out.info.description).toContain('a `Retry-After` longer than 30 s is not waited for');
  });

  it('follows x-access: key kinds, plans, scopes and the verified coach', () => {
    const doc = clone();
    Object.assign(doc.paths['/v1/games'].get['x-access'], {
      key_kinds: ['live'],
      plans: ['developer', 'ultra', 'enterprise'],
      scopes: ['portal', 'games'],
      verified_coach: true,
    });
    const out = withDerivedProse(doc).paths['/v1/games'].get.description;
    expect(paragraph(out, '**Access:**')).toBe(
      '**Access:** a live key (a test key gives 403 `test_key_not_allowed`) on the plans developer, ultra, enterprise (any other gives 403 `plan_required`); the key needs the `portal` and `games` scopes (else 403 `scope_required`); the account needs a verified coach (else 403 `verified_coach_required`).',
    );
  });

  it("writes ErrorCode's table and values from x-sdk.errorCodes", () => {
    const doc = clone();
    doc['x-sdk'].errorCodes.payment_overdue = {
      status: 402,
      type: 'billing_error',
      when: 'an invoice is overdue',
    };
    const schema = withDerivedProse(doc).components.schemas.ErrorCode;
    expect(schema['x-extensible-enum'].at(-1)).toBe('payment_overdue');
    expect(schema.description).toContain(
      '| payment_overdue | 402 | billing_error | an invoice is overdue |\n\nNew codes',
    );
  });

  it('writes the key format from x-sdk.apiKey in the API description and the security scheme', () => {
    const doc = clone();
    doc['x-sdk'].apiKey.length = 40;
    const out = withDerivedProse(doc);
    for (const where of [out.info.description, out.components.securitySchemes.bearerAuth.description])
      expect(where).toContain(
        'Live keys are `svc_live_` + 40 characters of `[A-Za-z0-9]`; test keys are `svc_test_` + the same.',
      );
  });

  it('stops on a document whose prose it cannot place', () => {
    const doc = clone();
    doc.info.description = doc.info.description.replace('## Retry policy', '## Retries');
    expect(() => withDerivedProse(doc)).toThrow(/Retry policy/);
  });
});
