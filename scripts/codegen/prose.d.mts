/** A copy of an OpenAPI document with the prose that repeats its extensions written from them. */
// biome-ignore lint/suspicious/noExplicitAny: the document is plain JSON of any shape.
export function withDerivedProse(spec: any): any;
