/**
 * The command table of the `sports-data` bin: one command per operation, its path arguments and
 * its flags, typed by the schema and described by openapi.json's own text. Nested body objects
 * become dotted flags (`--filters.sport`), arrays repeated flags, free-form maps `key=value` flags.
 */
import { HEADER } from './emit.mjs';
import { resolveRef } from './model.mjs';

const pretty = (value) => JSON.stringify(value, null, 2);
/** One line of help text: the first paragraph, whitespace collapsed. */
const firstParagraph = (text) =>
  (text ?? '')
    .trim()
    .split(/\n\s*\n/)[0]
    .replace(/\s+/g, ' ');

/** Known values of an enum, closed (`enum`) or open (`anyOf`/`oneOf` of an enum and a plain string). */
function enumOf(spec, schema) {
  if (Array.isArray(schema.enum)) return { values: schema.enum.map(String), open: false };
  const members = (schema.anyOf ?? schema.oneOf ?? []).map((m) => resolveRef(spec, m));
  const listed = members.filter((m) => Array.isArray(m.enum));
  if (listed.length === 0) return undefined;
  return { values: listed.flatMap((m) => m.enum.map(String)), open: members.length > listed.length };
}

/** The scalar type a flag's value is parsed as. */
function scalarType(spec, schema, where) {
  const types = [schema.type, ...(schema.anyOf ?? schema.oneOf ?? []).map((m) => resolveRef(spec, m).type)]
    .flat()
    .filter((t) => t && t !== 'null');
  for (const type of ['integer', 'number', 'boolean', 'string']) if (types.includes(type)) return type;
  if (enumOf(spec, schema)?.values.length) return 'string';
  throw new Error(`${where}: cannot make a flag of a schema without a scalar type`);
}

function describe(schema, fallback) {
  const parts = [firstParagraph(schema.description ?? fallback)];
  if (schema.default !== undefined && !/default/i.test(parts[0]))
    parts.push(`Default ${JSON.stringify(schema.default)}.`);
  return parts.filter(Boolean).join(' ');
}

/** Flags for one schema property, flattening objects into dotted names. */
function flagsOf(spec, name, node, required, where, fallbackDescription) {
  let schema = resolveRef(spec, node);
  // `allOf: [{ $ref }]` is how a property adds its own description to a shared schema.
  if (Array.isArray(schema.allOf) && schema.allOf.length === 1) {
    const { allOf, ...own } = schema;
    schema = { ...resolveRef(spec, allOf[0]), ...own };
  }
  const flag = { name, required, description: describe(schema, fallbackDescription) };
  if (Array.isArray(schema.examples) && ['string', 'number', 'integer'].includes(typeof schema.examples[0]))
    flag.example = String(schema.examples[0]);
  if (schema.type === 'object' && schema.properties) {
    const inner = new Set(schema.required ?? []);
    return Object.entries(schema.properties).flatMap(([key, child]) =>
      flagsOf(spec, `${name}.${key}`, child, required && inner.has(key), `${where}.${key}`),
    );
  }
  if (schema.type === 'object') {
    const values = schema.additionalProperties === true ? {} : resolveRef(spec, schema.additionalProperties);
    return [{ ...flag, type: 'map', valueType: values.type ? scalarType(spec, values, where) : 'string' }];
  }
  if (schema.type === 'array') {
    const items = resolveRef(spec, schema.items ?? {});
    return [
      { ...flag, type: scalarType(spec, items, `${where}[]`), array: true, ...enumFields(spec, items) },
    ];
  }
  return [{ ...flag, type: scalarType(spec, schema, where), ...enumFields(spec, schema) }];
}

function enumFields(spec, schema) {
  const found = enumOf(spec, schema);
  return found ? { enum: found.values, enumOpen: found.open } : {};
}

function commandOf(spec, op) {
  const item = spec.paths[op.path];
  const raw = item[op.method.toLowerCase()];
  const params = [...(item.parameters ?? []), ...(raw.parameters ?? [])].map((p) => resolveRef(spec, p));
  const pathArgs = op.pathParams.map((name) => {
    const param = params.find((p) => p.in === 'path' && p.name === name);
    return {
      name,
      description: firstParagraph(param.description ?? resolveRef(spec, param.schema).description),
    };
  });
  let flags = [];
  if (op.input === 'query') {
    flags = params
      .filter((p) => p.in === 'query')
      .flatMap((p) =>
        flagsOf(spec, p.name, p.schema, p.required === true, `${op.id} ${p.name}`, p.description),
      );
  } else if (op.input === 'body') {
    const body = resolveRef(spec, resolveRef(spec, raw.requestBody).content['application/json'].schema);
    const required = new Set(body.required ?? []);
    flags = Object.entries(body.properties ?? {}).flatMap(([key, child]) =>
      flagsOf(spec, key, child, required.has(key), `${op.id} ${key}`),
    );
  }
  // The operation's own facts (namespace, method, billing…) are its row in operations.ts.
  return {
    operationId: op.id,
    list: op.paged,
    summary: firstParagraph(op.summary),
    pathArgs,
    flags,
    description: (op.description ?? '').trim(),
  };
}

/**
 * The generated table: each flag several commands share written once (`FLAGS`, by name), each
 * command one row of what only the CLI needs (its help text, path arguments and flags); the
 * operation's own facts (namespace, method, billing, input, idempotency) are read from its row in
 * operations.ts by the one loop that makes `cliCommands`, not written a second time.
 */
export function emitCliCommands(spec, model) {
  const commands = model.operations.map((op) => commandOf(spec, op));
  const namespaces = model.namespaces.map((name) => ({
    name,
    description: firstParagraph((spec.tags ?? []).find((t) => t.name === name)?.description),
  }));
  // A flag stated the same way by two commands or more is written once, named after itself (and
  // numbered when two different flags share a name).
  const seen = new Map();
  for (const command of commands)
    for (const flag of command.flags) {
      const key = JSON.stringify(flag);
      const entry = seen.get(key) ?? { flag, uses: 0 };
      entry.uses++;
      seen.set(key, entry);
    }
  const shared = new Map();
  const names = new Set();
  for (const [key, { flag, uses }] of seen) {
    if (uses < 2) continue;
    const base = flag.name.replace(/[^A-Za-z0-9]+/g, '_');
    let name = base;
    for (let n = 2; names.has(name); n++) name = `${base}${n}`;
    names.add(name);
    shared.set(key, name);
  }
  const flagText = (flag) => {
    const name = shared.get(JSON.stringify(flag));
    return name ? `FLAGS.${name}` : JSON.stringify(flag);
  };
  // One row a command: its flags by name where shared, the long description last.
  const q = JSON.stringify;
  const row = (c) =>
    `  { operationId: ${q(c.operationId)}, list: ${c.list}, summary: ${q(c.summary)}, pathArgs: ${q(c.pathArgs)}, flags: [${c.flags.map(flagText).join(', ')}], description: ${q(c.description)} },`;
  return `${HEADER}import { type CliCommandRow, type CliCommandSpec, type CliFlagSpec, type CliNamespaceSpec, fromOperation } from '../cli/command-spec.js';

/** The namespaces of the \`sports-data\` bin, in the document's tag order. */
export const cliNamespaces: readonly CliNamespaceSpec[] = ${pretty(namespaces)};

/** The flags more than one command has, each as they all state it. */
const FLAGS = {
${[...shared].map(([key, name]) => `  ${name}: ${key},`).join('\n')}
} satisfies Record<string, CliFlagSpec>;

/** Per operation, what the CLI adds to its row in operations.ts: help text, path arguments, flags. */
const COMMANDS: readonly CliCommandRow[] = [
${commands.map(row).join('\n')}
];

/** One command per operation: \`sports-data <namespace> <command> [path args] [flags]\`. */
export const cliCommands: readonly CliCommandSpec[] = COMMANDS.map(fromOperation);
`;
}
