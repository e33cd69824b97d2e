/** The text of src/generated/validation.ts for an OpenAPI document. */
export function emitValidation(spec: unknown): string;
/** The argument rules as data (per operation: where the input goes and its rule; path id shapes). */
export function validationRules(spec: unknown): {
  inputRules: Record<string, { in: 'query' | 'body'; rule: Record<string, unknown> }>;
  pathIdRules: Record<string, { name: string; pattern: string; kind: string; example?: string }[]>;
  idShapes: { name: string; pattern: string; kind: string; example?: string }[];
  idempotencyKeyMaxLength: number;
};
