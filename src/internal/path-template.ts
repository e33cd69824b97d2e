/**
 * An operation's path with its ids filled in, each encoded as one segment. The template is split
 * once per operation, on first use: openapi-fetch's `defaultPathSerializer` re-reads the template
 * with a regular expression on every call, which the benchmark measured at about 2% of a loopback
 * request (it also handles label and matrix styles, which no operation of this API uses).
 */
import type { OperationSpec } from './operation.js';

/** The literal parts around the ids: `['/v1/players/', '']` for `/v1/players/{id}`. */
const literals = new WeakMap<OperationSpec, readonly string[]>();

function split(op: OperationSpec): readonly string[] {
  // `pathParams` lists the names in the order they appear, so the parts alternate literal, id.
  const parts = op.path.split(/\{[^{}]+\}/);
  literals.set(op, parts);
  return parts;
}

/** `op.path` with `ids[i]` (already checked: non-empty strings, not `.` or `..`) in place of each name. */
export function fillPath(op: OperationSpec, ids: readonly string[]): string {
  if (ids.length === 0) return op.path;
  const parts = literals.get(op) ?? split(op);
  let path = parts[0] as string;
  for (let i = 0; i < ids.length; i++)
    path += encodeURIComponent(ids[i] as string) + (parts[i + 1] as string);
  return path;
}
