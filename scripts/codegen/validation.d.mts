/** The text of src/generated/validation.ts for an OpenAPI document. */
export function emitValidation(spec: unknown): string;
