/**
 * openapi.json → the row tables both clients read export files and DataFrames by: for each schema
 * a row can have (an export resource's, named by `x-row-schemas`, and a list item's), its fields as
 * the CSV columns the service writes (nested objects flattened to dotted paths) with the kind of
 * value each holds, and its maps (an object of free keys, such as `stats`) with the kind of their
 * values. One walk of the document, written twice: `src/generated/rows.ts` (the export resources
 * only: the TypeScript client reads rows, not lists, into frames) and `_generated/rows.py`.
 */
import { resolveRef } from './model.mjs';
import { HEADER } from './emit.mjs';

const PY_HEADER = '# Generated from openapi.json by scripts/generate.mjs. Do not edit.\n';

function fail(message) {
  throw new Error(`rows: ${message}`);
}

/** The kind of a scalar (or a value kept as JSON) a field holds, and whether null is allowed. */
function kindOf(schema, where) {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const nullable = types.includes('null');
  const [type, ...more] = types.filter((t) => t !== 'null');
  if (more.length > 0 || type === undefined) return { kind: 'json', nullable };
  if (type === 'string') {
    if (schema.format === 'date-time') return { kind: 'date-time', nullable };
    if (schema.format === 'date') return { kind: 'date', nullable };
    return { kind: 'string', nullable };
  }
  if (type === 'integer' || type === 'number' || type === 'boolean') return { kind: type, nullable };
  if (type === 'array') return { kind: 'json', nullable };
  fail(`${where}: cannot type a ${type} as a column`);
}

/** Fields and maps of an object schema, paths prefixed by `path`. */
function walk(spec, schema, path, required, nullableParent, out, where) {
  const object = resolveRef(spec, schema);
  const properties = object.properties ?? {};
  const requiredSet = new Set(object.required ?? []);
  for (const [key, raw] of Object.entries(properties)) {
    const field = resolveRef(spec, raw);
    const at = [...path, key];
    const name = `${where}.${key}`;
    const types = Array.isArray(field.type) ? field.type : [field.type];
    const isObject = types.includes('object');
    const nullable = nullableParent || types.includes('null');
    const isRequired = required && requiredSet.has(key);
    if (isObject && field.properties) {
      walk(spec, field, at, isRequired, nullable, out, name);
    } else if (isObject && field.additionalProperties && typeof field.additionalProperties === 'object') {
      const value = kindOf(resolveRef(spec, field.additionalProperties), `${name}.*`);
      out.maps.push({ path: at, of: value.kind, required: isRequired });
    } else if (isObject) {
      out.fields.push({ path: at, kind: 'json', nullable, required: isRequired });
    } else {
      const { kind, nullable: own } = kindOf(field, name);
      out.fields.push({ path: at, kind, nullable: nullable || own, required: isRequired });
    }
  }
  return out;
}

function rowSchema(spec, name) {
  const schema = spec.components?.schemas?.[name] ?? fail(`no schema ${name}`);
  if (!schema.properties) fail(`${name} has no properties to make columns of`);
  return walk(spec, schema, [], true, false, { fields: [], maps: [] }, name);
}

const refName = (ref) => (typeof ref === 'string' ? ref.split('/').at(-1) : undefined);

/** `x-row-schemas` of the export request's `resource`: resource → schema name. */
export function exportRowSchemas(spec) {
  const resource = spec.components?.schemas?.ExportCreateRequest?.properties?.resource;
  const table = resource?.['x-row-schemas'] ?? fail('ExportCreateRequest.resource has no x-row-schemas');
  const out = {};
  for (const value of resource.enum ?? []) {
    const name = refName(table[value]?.$ref) ?? fail(`x-row-schemas names no schema for ${value}`);
    out[value] = name;
  }
  return out;
}

/** Paged operations → the schema of their items (`data` of the page), where it is one object. */
function listItemSchemas(spec, model) {
  const out = {};
  for (const op of model.operations) {
    if (!op.paged) continue;
    const raw = spec.paths[op.path][op.method.toLowerCase()];
    const ok = resolveRef(spec, raw.responses?.['200'] ?? {});
    const page = resolveRef(spec, ok.content?.['application/json']?.schema ?? {});
    const name = refName(page.properties?.data?.items?.$ref);
    // An item that is one of several shapes (an export job by state) has no one set of columns.
    if (name && spec.components.schemas[name]?.properties) out[op.id] = name;
  }
  return out;
}

const q = (value) => JSON.stringify(value);

export function emitRowsTs(spec) {
  const exports = exportRowSchemas(spec);
  const names = [...new Set(Object.values(exports))];
  const schemas = names.map((name) => {
    const { fields, maps } = rowSchema(spec, name);
    const f = fields.map((x) => `[${q(x.path)}, ${q(x.kind)}, ${x.nullable}, ${x.required}]`);
    const m = maps.map((x) => `[${q(x.path)}, ${q(x.of)}, ${x.required}]`);
    // One line a schema: the table reads as a table, a row of data per resource.
    return `  ${name}: { fields: [${f.join(', ')}], maps: [${m.join(', ')}] },`;
  });
  return `${HEADER}/**
 * The row of each export resource (\`x-row-schemas\` in openapi.json), as the CSV file's columns
 * (a \`RowSchema\`, declared beside the code that reads it).
 */
import type { RowSchema } from '../lib/download/row-schema.js';
import type { ${names.join(', ')} } from './aliases.js';

const schemas: Record<string, RowSchema> = {
${schemas.join('\n')}
};

/** Export resource → its row. */
export const exportRows: Readonly<Record<string, RowSchema | undefined>> = {
${Object.entries(exports)
  .map(([resource, name]) => `  ${resource}: schemas.${name},`)
  .join('\n')}
};

/** The type of one row, per exported resource (the same for CSV and JSONL). */
export interface ExportRowTypes {
${Object.entries(exports)
  .map(([resource, name]) => `  ${resource}: ${name};`)
  .join('\n')}
}
`;
}

const py = (value) => (typeof value === 'boolean' ? (value ? 'True' : 'False') : q(value));
const pyPath = (path) => `(${path.map(q).join(', ')}${path.length === 1 ? ',' : ''})`;

export function emitRowsPython(spec, model) {
  const exports = exportRowSchemas(spec);
  const lists = listItemSchemas(spec, model);
  const names = [...new Set([...Object.values(exports), ...Object.values(lists)])].sort();
  const schemas = names.map((name) => {
    const { fields, maps } = rowSchema(spec, name);
    const f = fields.map((x) => `(${pyPath(x.path)}, ${q(x.kind)}, ${py(x.nullable)}, ${py(x.required)}),`);
    const m = maps.map((x) => `(${pyPath(x.path)}, ${q(x.of)}, ${py(x.required)}),`);
    // One line a schema, as EXPORT_ROWS below: the table reads as a table, a row of data per schema.
    return `    ${q(name)}: RowSchema((${f.join(' ')}), (${m.join(' ')})),`;
  });
  return `${PY_HEADER}"""
The row of each schema an export file or a list holds, as the CSV file's columns: a field's path
(a CSV column is the path joined with dots), the kind of value it holds, whether it may be null,
whether every row has it; and the maps (objects of free keys such as \`stats\`), whose columns are
the map's path, a dot and the key, with the kind of their values and whether every row has the map
(a \`RowSchema\`, declared in \`_row_schema.py\`). \`EXPORT_ROWS\` names each export resource's schema
(\`x-row-schemas\`), \`LIST_ITEMS\` each list operation's item.
"""

from __future__ import annotations

from .._row_schema import RowSchema as RowSchema

ROW_SCHEMAS: dict[str, RowSchema] = {
${schemas.join('\n')}
}

EXPORT_ROWS: dict[str, str] = {${Object.entries(exports)
    .map(([resource, name]) => `${q(resource)}: ${q(name)}`)
    .join(', ')}}

LIST_ITEMS: dict[str, str] = {${Object.entries(lists)
    .map(([op, name]) => `${q(op)}: ${q(name)}`)
    .join(', ')}}
`;
}

/** Nested objects as dotted columns, as the service writes a CSV export (src/testing/exports-files.ts). */
function flatten(row, prefix = '', out = {}) {
  for (const [key, value] of Object.entries(row)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) flatten(value, `${prefix}${key}.`, out);
    else out[`${prefix}${key}`] = value;
  }
  return out;
}

function csvField(value) {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function csvOf(rows) {
  const flat = rows.map((row) => flatten(row));
  const columns = [...new Set(flat.flatMap((row) => Object.keys(row)))];
  const lines = [columns.map(csvField).join(',')];
  for (const row of flat) lines.push(columns.map((c) => csvField(row[c])).join(','));
  return { columns, text: `${lines.join('\r\n')}\r\n` };
}

/**
 * conformance/rows.json: typed rows both clients must read from a CSV export, as data. Per export
 * resource, from its schema's example: the example and a second row with every nullable field null
 * (and a map with one key less) written as the service writes CSV, read back to exactly those rows;
 * then the same file with a cell the schema cannot read (text in a number column, an empty field in
 * a column every row has, a padded number), refused with `parse_error` naming the row and column;
 * and the first read case's file after a byte order mark.
 */
export function emitRowsConformance(spec) {
  const exports = exportRowSchemas(spec);
  const cases = [];
  for (const [resource, name] of Object.entries(exports)) {
    const schema = spec.components.schemas[name];
    const example = schema.examples?.[0] ?? fail(`${name} has no example to make row cases from`);
    const { fields, maps } = rowSchema(spec, name);
    const second = structuredClone(example);
    for (const { path, nullable } of fields) {
      if (!nullable) continue;
      let at = second;
      for (const key of path.slice(0, -1)) at = at?.[key];
      if (at && typeof at === 'object') at[path.at(-1)] = null;
    }
    for (const { path } of maps) {
      let at = second;
      for (const key of path) at = at?.[key];
      const keys = Object.keys(at ?? {});
      if (keys.length > 1) delete at[keys[0]];
    }
    const rows = [example, second];
    const { columns, text } = csvOf(rows);
    cases.push({ name: `rows/${resource}/read`, resource, csv: text, rows });
    const numeric = fields.find(
      (f) => (f.kind === 'integer' || f.kind === 'number') && f.required && !f.nullable,
    );
    const mapColumn = maps.length
      ? columns.find((c) => c.startsWith(`${maps[0].path.join('.')}.`))
      : undefined;
    const target = numeric ? numeric.path.join('.') : mapColumn;
    if (!target) continue;
    const index = columns.indexOf(target);
    const lines = text.split('\r\n');
    const broken = (cell) => {
      const cells = lines[2].split(',');
      // The example's text has no quoted field before a numeric column in these schemas; checked:
      if (cells.length !== columns.length) fail(`${resource}: cannot edit the second row's cells simply`);
      cells[index] = cell;
      return [lines[0], lines[1], cells.join(','), ''].join('\r\n');
    };
    const refusals = [
      ['text', 'twelve'],
      ['padded', ' 12'],
      ['hex', '0x12'],
    ];
    if (numeric) refusals.push(['empty', '']);
    for (const [why, cell] of refusals) {
      cases.push({
        name: `rows/${resource}/refused-${why}`,
        resource,
        csv: broken(cell),
        error: { reason: 'parse_error', messageIncludes: ['Row 2 ', `column ${target}:`] },
      });
    }
  }
  // A byte order mark before the header (as spreadsheet tools write CSV) is not part of the first
  // column's name: the first resource's file with one reads to the same rows.
  const first = cases[0];
  cases.push({ ...first, name: `${first.name}-after-a-bom`, csv: `\uFEFF${first.csv}` });
  return `${JSON.stringify(
    {
      $comment:
        'Generated from openapi.json by scripts/generate.mjs (scripts/codegen/rows.mjs). Typed rows of CSV exports (contract section 13): every client reads `csv` (gzip it to serve it as a file, or feed its text to the CSV reader) as an export of `resource` and gets exactly `rows` (JSON values: 3 and 3.0 are one number), or ExportDownloadError with `error.reason` whose message includes each of `error.messageIncludes`.',
      cases,
    },
    null,
    2,
  )}\n`;
}
