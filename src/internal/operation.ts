/**
 * One row of the generated operation table (src/generated/operations.ts): everything the core
 * needs to send an operation, decided once from openapi.json instead of kept by hand.
 */
export interface OperationSpec {
  readonly id: string;
  readonly method: 'GET' | 'POST' | 'DELETE';
  readonly path: string;
  readonly namespace: string;
  readonly methodName: string;
  /** `usage` operations cost money per call: the SDK never sends one twice on its own. */
  readonly billing: 'free' | 'usage';
  /** Whether the operation needs an API key (only the coverage matrix does not). */
  readonly auth: boolean;
  /** Path parameter names in the order they appear in the path (and in the method's arguments). */
  readonly pathParams: readonly string[];
  /** Where the method's object argument goes: the query string, the JSON body, or nowhere. */
  readonly input: 'query' | 'body' | 'none';
  /** Whether the operation accepts an `Idempotency-Key` header. */
  readonly idempotent: boolean;
}
