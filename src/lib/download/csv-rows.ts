/**
 * A CSV record → the row the JSONL export of the same row would give, typed by the document's row
 * schema of the export's resource (`src/generated/rows.ts`, from `x-row-schemas`): dotted columns
 * back into their objects (`home.score` → `row.home.score`, `stats.points` → `row.stats.points`),
 * numbers, integers and booleans from their text, arrays from their JSON text, and an empty field
 * as null where the schema allows null, as a missing key in a map (a stat the row has not), and as
 * `''` in a text field that cannot be null. A value the schema cannot read is `parse_error`, naming
 * the row and the column.
 *
 * The header is compiled once into one small record per column (a kind as a number, the object it
 * goes into, its key); a row is then a loop over the fields with one comparison chain each, so the
 * typed rows cost a few per cent over the untyped ones. A column the document does not know (the
 * service may add fields) keeps its text, under its name, in the deepest object of the document it
 * names (`home.rank` → `row.home.rank`), or at the top.
 */
import { ExportDownloadError } from '../../core/errors.js';
import type { RowKind, RowSchema } from './row-schema.js';
import { SERVER_NAME_MAX, serverField } from '../../internal/redact.js';

/** What a column holds, as the loop tests it. */
const TEXT = 0;
const INTEGER = 1;
const NUMBER = 2;
const BOOLEAN = 3;
const JSON_TEXT = 4;

const KIND: Record<RowKind, number> = {
  string: TEXT,
  'date-time': TEXT,
  date: TEXT,
  integer: INTEGER,
  number: NUMBER,
  boolean: BOOLEAN,
  json: JSON_TEXT,
};

const NAMES = ['text', 'an integer', 'a number', 'true or false', 'JSON'];

/** JSON's number grammar: what the JSONL export writes, and nothing `Number()` would also take ('', '0x1', ' 1'). */
const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

interface Column {
  readonly name: string;
  readonly kind: number;
  /** An empty field is null. */
  readonly nullable: boolean;
  /** An empty field leaves the key out (a map's entry, a field not every row has). */
  readonly omitEmpty: boolean;
  /** The object it goes into: 0 is the row, others are `Group`s. */
  readonly group: number;
  readonly key: string;
  /** `__proto__` as a key: set as an own property, never as the prototype. */
  readonly unsafe: boolean;
}

interface Group {
  readonly parent: number;
  readonly key: string;
  readonly unsafe: boolean;
}

/** Builds the row of one record; `row` is the row's number (1 for the first after the header). */
export type RowBuilder = (fields: readonly string[], row: number, record: number) => object;

export function rowBuilder(header: readonly string[], schema: RowSchema): RowBuilder {
  const groups: Group[] = [];
  const groupAt = new Map<string, number>([['', 0]]);
  /** The group of an object path, made (with its parents) when first met. */
  const group = (path: readonly string[]): number => {
    let at = 0;
    for (let depth = 1; depth <= path.length; depth++) {
      const name = path.slice(0, depth).join('.');
      let found = groupAt.get(name);
      if (found === undefined) {
        const key = path[depth - 1] as string;
        groups.push({ parent: at, key, unsafe: key === '__proto__' });
        found = groups.length;
        groupAt.set(name, found);
      }
      at = found;
    }
    return at;
  };

  const fields = new Map(schema.fields.map((f) => [f[0].join('.'), f]));
  /** Every object path the document knows (`home`, `stats`), for columns it does not know. */
  const objects = new Set<string>();
  const addObject = (path: readonly string[]) => {
    for (let depth = 1; depth <= path.length; depth++) objects.add(path.slice(0, depth).join('.'));
  };
  for (const [path] of schema.fields) addObject(path.slice(0, -1));
  for (const [path] of schema.maps) addObject(path);
  const maps = schema.maps.map(([path, of, required]) => ({
    prefix: `${path.join('.')}.`,
    path,
    of,
    required,
  }));
  // The objects every row has, whether or not a column of theirs is in the header (as in JSONL).
  for (const [path, , , required] of schema.fields) if (required && path.length > 1) group(path.slice(0, -1));
  for (const map of maps) if (map.required) group(map.path);

  const columns: Column[] = header.map((name) => {
    const field = fields.get(name);
    if (field) {
      const [path, kind, nullable, required] = field;
      const key = path[path.length - 1] as string;
      const code = KIND[kind];
      return {
        name,
        kind: code,
        nullable,
        omitEmpty: !required && !nullable && code !== TEXT,
        group: group(path.slice(0, -1)),
        key,
        unsafe: key === '__proto__',
      };
    }
    const map = maps.find((m) => name.startsWith(m.prefix) && name.length > m.prefix.length);
    if (map) {
      const key = name.slice(map.prefix.length);
      return {
        name,
        kind: KIND[map.of],
        nullable: false,
        omitEmpty: true,
        group: group(map.path),
        key,
        unsafe: key === '__proto__',
      };
    }
    // Unknown: its text, in the deepest object of the document that its dotted name starts with.
    let at = 0;
    let key = name;
    for (let dot = name.indexOf('.'); dot !== -1; dot = name.indexOf('.', dot + 1)) {
      const prefix = name.slice(0, dot);
      if (!objects.has(prefix)) continue;
      at = group(prefix.split('.'));
      key = name.slice(dot + 1);
    }
    return {
      name,
      kind: TEXT,
      nullable: false,
      omitEmpty: false,
      group: at,
      key,
      unsafe: key === '__proto__',
    };
  });

  const made: object[] = new Array(groups.length + 1);
  return (values, row, record) => {
    const out = {} as Record<string, unknown>;
    made[0] = out;
    for (let g = 0; g < groups.length; g++) {
      const { parent, key, unsafe } = groups[g] as Group;
      const object = {};
      made[g + 1] = object;
      put(made[parent] as Record<string, unknown>, key, object, unsafe);
    }
    for (let i = 0; i < columns.length; i++) {
      const column = columns[i] as Column;
      const text = values[i] as string;
      let value: unknown;
      if (text === '') {
        if (column.nullable) value = null;
        else if (column.kind === TEXT) value = text;
        else if (column.omitEmpty) continue;
        else throw unreadable(column, text, row, record);
      } else if (column.kind === TEXT) value = text;
      else if (column.kind === NUMBER || column.kind === INTEGER) {
        if (!JSON_NUMBER.test(text)) throw unreadable(column, text, row, record);
        value = Number(text);
        if (column.kind === INTEGER && !Number.isInteger(value)) throw unreadable(column, text, row, record);
      } else if (column.kind === BOOLEAN) {
        if (text === 'true') value = true;
        else if (text === 'false') value = false;
        else throw unreadable(column, text, row, record);
      } else {
        try {
          value = JSON.parse(text);
        } catch (error) {
          throw unreadable(column, text, row, record, error);
        }
      }
      put(made[column.group] as Record<string, unknown>, column.key, value, column.unsafe);
    }
    return out;
  };
}

function put(target: Record<string, unknown>, key: string, value: unknown, unsafe: boolean): void {
  if (unsafe)
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}

function unreadable(
  column: Column,
  text: string,
  row: number,
  record: number,
  cause?: unknown,
): ExportDownloadError {
  // The column's name and its text are the server's: cut before they are cleaned and quoted.
  const name = serverField(column.name, SERVER_NAME_MAX);
  const shown = text === '' ? 'an empty field' : `"${serverField(text, SERVER_NAME_MAX)}"`;
  return new ExportDownloadError(
    'parse_error',
    `Row ${row} of the CSV export file (record ${record}), column ${name}: ${shown} is not ${NAMES[column.kind]}, as the document's row schema says it is.`,
    { cause },
  );
}
