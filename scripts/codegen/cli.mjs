/**
 * The command table of the `sports-data` bin: one command per operation, its path arguments and
 * its flags, typed by the schema and described by openapi.json's own text. Nested body objects
 * become dotted flags (`--filters.sport`), arrays repeated flags, free-form maps `key=value` flags.
 */
import { HEADER } from './emit.mjs';
import { resolveRef } from './model.mjs';

const pretty = (value) => JSON.stringify(value, null, 2);
const kebab = (text) => text.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
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
  return {
    namespace: op.namespace,
    method: op.methodName,
    command: kebab(op.methodName),
    operationId: op.id,
    summary: firstParagraph(op.summary),
    description: (op.description ?? '').trim(),
    billing: op.billing,
    list: op.paged,
    input: op.input,
    idempotent: op.idempotent,
    pathArgs,
    flags,
  };
}

export function emitCliCommands(spec, model) {
  const commands = model.operations.map((op) => commandOf(spec, op));
  const namespaces = model.namespaces.map((name) => ({
    name,
    description: firstParagraph((spec.tags ?? []).find((t) => t.name === name)?.description),
  }));
  return `${HEADER}import type { CliCommandSpec, CliNamespaceSpec } from '../cli/command-spec.js';

/** The namespaces of the \`sports-data\` bin, in the document's tag order. */
export const cliNamespaces: readonly CliNamespaceSpec[] = ${pretty(namespaces)};

/** One command per operation: \`sports-data <namespace> <command> [path args] [flags]\`. */
export const cliCommands: readonly CliCommandSpec[] = ${pretty(commands)};
`;
}
