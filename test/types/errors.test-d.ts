// What users see when they catch an error: the class narrows, and `code` narrows to the documented
// codes while still accepting codes a newer service may send.
import { describe, expectTypeOf, test } from 'vitest';
import type { ERROR_CODES } from '../../src/generated/error-codes.js';
import {
  APIError,
  type ErrorCode,
  type KnownErrorCode,
  InvalidArgumentError,
  JobFailedError,
  PermissionDeniedError,
  RateLimitError,
  type SportsDataError,
  WebhookVerificationError,
} from '../../src/index.js';

declare const err: unknown;

describe('error narrowing', () => {
  test('instanceof narrows to the class and its fields', () => {
    if (err instanceof PermissionDeniedError) {
      expectTypeOf(err).toExtend<APIError>();
      expectTypeOf(err).toExtend<SportsDataError>();
      expectTypeOf(err.status).toEqualTypeOf<number>();
      expectTypeOf(err.code).toEqualTypeOf<ErrorCode | undefined>();
      expectTypeOf(err.param).toEqualTypeOf<string | null>();
      expectTypeOf(err.requestId).toEqualTypeOf<string | undefined>();
      expectTypeOf(err.headers).toEqualTypeOf<Headers>();
    }
    if (err instanceof RateLimitError) expectTypeOf(err.retryAfter).toEqualTypeOf<number | undefined>();
    if (err instanceof InvalidArgumentError) {
      expectTypeOf(err.code).toEqualTypeOf<
        | 'missing_api_key'
        | 'invalid_api_key_format'
        | 'invalid_argument'
        | 'file_exists'
        | 'missing_directory'
      >();
    }
    if (err instanceof WebhookVerificationError) expectTypeOf(err.reason).toExtend<string>();
    if (err instanceof JobFailedError)
      expectTypeOf(err.code).toEqualTypeOf<
        'export_row_limit_exceeded' | 'internal_error' | (string & {}) | undefined
      >();
  });

  test('code is the documented union, open to new strings', () => {
    // The known codes, exactly as the document lists them (`x-sdk.errorCodes`, contract section 3).
    expectTypeOf<KnownErrorCode>().toEqualTypeOf<keyof typeof ERROR_CODES>();
    // ErrorCode is the known codes plus any other string (a newer service compiles fine)…
    expectTypeOf<ErrorCode>().toEqualTypeOf<KnownErrorCode | (string & {})>();
    const future: ErrorCode = 'a_code_from_the_future';
    expectTypeOf(future).toExtend<string>();
    // …without collapsing to plain `string`, so editors still offer the known codes.
    expectTypeOf<ErrorCode>().not.toEqualTypeOf<string>();
  });

  test('comparing the code narrows it to that code (or a string this SDK does not know)', () => {
    if (err instanceof APIError) {
      expectTypeOf(err.code).toEqualTypeOf<ErrorCode | undefined>();
      if (err.code === 'plan_required') {
        // Every other known code is ruled out; the open `string & {}` part cannot be.
        expectTypeOf(err.code).toEqualTypeOf<'plan_required' | (string & {})>();
      }
      switch (err.code) {
        case 'rate_limit_exceeded':
          expectTypeOf(err.code).toEqualTypeOf<'rate_limit_exceeded' | (string & {})>();
          break;
        case undefined:
          expectTypeOf(err.code).toEqualTypeOf<undefined>();
          break;
      }
    }
  });
});
