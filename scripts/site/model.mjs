// What the reference site says about each operation, read from openapi.json through the code
// generator's own model (scripts/codegen/model.mjs: namespaces, method names, billing, errors) and
// the conformance file's sample arguments (scripts/codegen/conformance.mjs made them from the
// document's examples). Nothing here is written by hand per operation.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildModel, resolveRef } from '../codegen/model.mjs';
import { root } from '../lib/packed.mjs';

const readJson = (file) => JSON.parse(readFileSync(join(root, file), 'utf8'));

/** `listRoster` → `list_roster` (the Python client's method names). */
export const snake = (name) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
/** `listRoster` → `list-roster` (the CLI's commands). */
export const kebab = (name) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** A schema's type in a few words: `integer (1 to 100)`, `array of string`, `Plan`. */
export function typeOf(spec, node) {
  if (node === undefined) return 'any';
  const name = typeof node.$ref === 'string' ? node.$ref.split('/').pop() : undefined;
  const schema = resolveRef(spec, node);
  if (schema.enum) return `one of ${schema.enum.map((v) => JSON.stringify(v)).join(', ')}`;
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  const union = schema.oneOf ?? schema.anyOf;
  if (union) return union.map((m) => typeOf(spec, m)).join(' or ');
  if (name && (schema.type === 'object' || schema.properties)) return name;
  const types = [schema.type].flat().filter(Boolean);
  const nullable = types.includes('null') ? ' or null' : '';
  const type = types.filter((t) => t !== 'null')[0] ?? (schema.properties ? 'object' : 'any');
  if (type === 'array') return `array of ${typeOf(spec, schema.items)}${nullable}`;
  if (type === 'object' && schema.additionalProperties && typeof schema.additionalProperties === 'object')
    return `map of ${typeOf(spec, schema.additionalProperties)}${nullable}`;
  return `${type}${schema.format ? ` (${schema.format})` : ''}${nullable}`;
}

/** The limits a schema states, as short phrases. */
export function limitsOf(spec, node) {
  const s = resolveRef(spec, node ?? {});
  const out = [];
  if (s.minimum !== undefined && s.maximum !== undefined) out.push(`${s.minimum} to ${s.maximum}`);
  else if (s.minimum !== undefined) out.push(`at least ${s.minimum}`);
  else if (s.maximum !== undefined) out.push(`at most ${s.maximum}`);
  const range = (min, max, unit) => {
    if (min !== undefined && max !== undefined) out.push(`${min} to ${max} ${unit}`);
    else if (min !== undefined) out.push(`at least ${min} ${unit}`);
    else if (max !== undefined) out.push(`at most ${max} ${unit}`);
  };
  range(s.minLength, s.maxLength, 'characters');
  range(s.minItems, s.maxItems, 'items');
  if (s.pattern) out.push(`pattern ${s.pattern}`);
  if (s.default !== undefined) out.push(`default ${JSON.stringify(s.default)}`);
  return out;
}

function bodyRows(spec, schema, prefix = '', depth = 0) {
  const rows = [];
  const required = new Set(schema.required ?? []);
  for (const [name, node] of Object.entries(schema.properties ?? {})) {
    const field = resolveRef(spec, node);
    rows.push({
      in: 'body',
      name: `${prefix}${name}`,
      type: typeOf(spec, node),
      required: required.has(name),
      limits: limitsOf(spec, node),
      description: field.description ?? '',
    });
    // One level into a nested object (`filters.sport`): what a caller writes, not the whole schema.
    if (depth === 0 && field.properties) rows.push(...bodyRows(spec, field, `${prefix}${name}.`, depth + 1));
  }
  return rows;
}

/** Every parameter of an operation, path ids first, then its query or body fields. */
function parametersOf(spec, path, method) {
  const item = spec.paths[path];
  const op = item[method.toLowerCase()];
  const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p) => resolveRef(spec, p));
  const rows = params
    .filter((p) => p.in === 'path' || p.in === 'query')
    .sort((a, b) => (a.in === b.in ? 0 : a.in === 'path' ? -1 : 1))
    .map((p) => ({
      in: p.in,
      name: p.name,
      type: typeOf(spec, p.schema),
      required: p.required === true,
      limits: limitsOf(spec, p.schema),
      description: p.description ?? resolveRef(spec, p.schema ?? {}).description ?? '',
    }));
  const headers = params.filter((p) => p.in === 'header').map((p) => p.name);
  const body = op.requestBody
    ? resolveRef(spec, op.requestBody).content?.['application/json']?.schema
    : undefined;
  if (body) rows.push(...bodyRows(spec, resolveRef(spec, body)));
  return { rows, headers };
}

/** The plan names of `x-plans` (a list of plans or an object keyed by plan). */
function planNames(spec) {
  const plans = spec['x-plans']?.plans ?? spec['x-plans'] ?? {};
  return Array.isArray(plans) ? plans.map((p) => p.id ?? p.name) : Object.keys(plans);
}

/** The site's model: the generator's operations, each with its parameters, access rule and sample arguments. */
export function siteModel() {
  const spec = readJson('openapi.json');
  const model = buildModel(spec);
  const cases = readJson('conformance/cases.json');
  const pkg = readJson('package.json');
  const conformance = new Map(cases.operations.map((o) => [o.operationId, o]));
  const operations = model.operations.map((op) => {
    const raw = spec.paths[op.path][op.method.toLowerCase()];
    const sample = conformance.get(op.id);
    if (!sample) throw new Error(`conformance/cases.json has no operation ${op.id}: run npm run generate`);
    return {
      ...op,
      pythonMethod: snake(op.methodName),
      cliCommand: kebab(op.methodName),
      access: raw['x-access'],
      parameters: parametersOf(spec, op.path, op.method),
      sampleArgs: sample.sampleArgs ?? null,
      samplePathIds: (sample.pathParams ?? []).map((p) => ({ name: p.name, sample: p.sample })),
      plans: planNames(spec),
    };
  });
  return {
    spec,
    pkg,
    server: model.server,
    jobs: model.jobs,
    namespaces: model.namespaces.map((name) => ({
      name,
      description: model.tagDescriptions[name] ?? '',
      operations: operations.filter((o) => o.namespace === name),
    })),
    operations,
  };
}
