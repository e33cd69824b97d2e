/**
 * The shape of a row schema, as src/generated/rows.ts holds one per export resource (from
 * `x-row-schemas` in openapi.json) and csv-rows.ts reads it: the CSV file's columns. A field is
 * its path (a CSV column is the path joined with dots), the kind of value it holds, whether it may
 * be null, whether every row has it; a map (an object of free keys such as `stats`) has columns
 * named by its path, a dot and the key, with the kind of their values and whether every row has
 * the map. The Python client declares the same shape in `_row_schema.py`.
 */
export type RowKind = 'string' | 'integer' | 'number' | 'boolean' | 'date-time' | 'date' | 'json';
export type RowField = readonly [
  path: readonly string[],
  kind: RowKind,
  nullable: boolean,
  required: boolean,
];
export type RowMap = readonly [path: readonly string[], of: RowKind, required: boolean];
export interface RowSchema {
  readonly fields: readonly RowField[];
  readonly maps: readonly RowMap[];
}
