/** The text of src/generated/validation.ts for an OpenAPI document. */
export function emitValidation(spec: unknown): string;
/** The argument rules as data (per operation: where the input goes and its rule; path id shapes). */
export function validationRules(spec: unknown): {
  inputRules: Record<string, { in: 'query' | 'body'; rule: Record<string, unknown> }>;
  pathIdRules: Record<string, { name: string; pattern: string; kind: string; example?: string }[]>;
  idShapes: { name: string; pattern: string; kind: string; example?: string }[];
  idempotencyKeyMaxLength: number;
};
type IdRule = { name: string; pattern: string; kind: string; example?: string };
/** Each distinct path id rule with the constant the generated tables name it by. */
export function namedIdRules(rules: ReturnType<typeof validationRules>): {
  name(rule: IdRule): string;
  rules: { name: string; rule: IdRule }[];
};
/** One line per run of operations taking the same path ids, each operation written by `entry`. */
export function pathRuleLines(
  rules: ReturnType<typeof validationRules>,
  entry: (operationId: string, ids: IdRule[]) => string,
): string[];
