/**
 * openapi.json → src/generated/validation.ts: for every operation that takes an object argument,
 * the rules the document states for it (required fields, types, integer ranges, string lengths,
 * patterns, closed objects) as plain data, and the pattern of every path id. src/internal/validate-input.ts
 * compiles them into checks that run before a request is sent.
 *
 * Enumerations are left out on purpose: contract section 7 lets the service add values, so an
 * unknown value must still reach it.
 */
import { HEADER } from './emit.mjs';
import { resolveRef } from './model.mjs';

const METHODS = ['get', 'post', 'delete', 'put', 'patch'];
const TYPES = new Set(['string', 'integer', 'number', 'boolean', 'array', 'object']);
/** The formats the runtime knows how to check; any other is not checked locally. */
const FORMATS = new Set(['date-time']);

/** The rule of one schema, keeping only what can be checked without knowing the service's data. */
function ruleOf(spec, node, where, seen = new Set()) {
  if (node && typeof node === 'object' && typeof node.$ref === 'string') {
    if (seen.has(node.$ref)) throw new Error(`${where}: recursive schema ${node.$ref} cannot be validated`);
    seen = new Set(seen).add(node.$ref);
  }
  const schema = resolveRef(spec, node) ?? {};
  // `{ $ref, unevaluatedProperties: false }`: a shared schema closed where a request uses it.
  if (node !== schema && node?.unevaluatedProperties === false) {
    return { ...ruleOf(spec, schema, where, seen), closed: true };
  }
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return commonRule(alternatives.map((alt) => ruleOf(spec, alt, where, seen)));
  if (Array.isArray(schema.allOf) && schema.allOf.length === 1) {
    return { ...ruleOf(spec, schema.allOf[0], where, seen), ...ownRule(spec, schema, where, seen) };
  }
  return ownRule(spec, schema, where, seen);
}

function ownRule(spec, schema, where, seen) {
  const rule = {};
  const types = (Array.isArray(schema.type) ? schema.type : [schema.type]).filter(
    (t) => t !== undefined && t !== 'null',
  );
  if (types.length === 1 && TYPES.has(types[0])) rule.type = types[0];
  for (const key of ['minimum', 'maximum', 'minLength', 'maxLength', 'minItems', 'maxItems']) {
    if (typeof schema[key] === 'number') rule[key] = schema[key];
  }
  if (typeof schema.pattern === 'string') rule.pattern = schema.pattern;
  if (FORMATS.has(schema.format)) rule.format = schema.format;
  if (schema.uniqueItems === true) rule.uniqueItems = true;
  if (schema.items) rule.items = ruleOf(spec, schema.items, `${where}[]`, seen);
  if (schema.properties) {
    rule.properties = {};
    for (const [name, child] of Object.entries(schema.properties)) {
      rule.properties[name] = ruleOf(spec, child, `${where}.${name}`, seen);
    }
    if (Array.isArray(schema.required) && schema.required.length > 0) rule.required = schema.required;
  }
  if (schema.additionalProperties === false || schema.unevaluatedProperties === false) rule.closed = true;
  else if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    rule.values = ruleOf(spec, schema.additionalProperties, `${where}.*`, seen);
  }
  return rule;
}

/** `anyOf`/`oneOf`: only the type all alternatives agree on can be checked (an open enum is still a string). */
function commonRule(rules) {
  const types = new Set(rules.map((r) => r.type));
  return types.size === 1 && !types.has(undefined) ? { type: rules[0].type } : {};
}

/** The rule of an operation's object argument: its query parameters, or its JSON body. */
function inputRule(spec, item, op) {
  const where = op.operationId;
  const params = [...(item.parameters ?? []), ...(op.parameters ?? [])]
    .map((p) => resolveRef(spec, p))
    .filter((p) => p.in === 'query');
  if (params.length > 0) {
    const rule = { type: 'object', properties: {}, closed: true };
    for (const p of params) rule.properties[p.name] = ruleOf(spec, p.schema ?? {}, `${where}.${p.name}`);
    const required = params.filter((p) => p.required).map((p) => p.name);
    if (required.length > 0) rule.required = required;
    return { in: 'query', rule };
  }
  const body = op.requestBody ? resolveRef(spec, op.requestBody).content?.['application/json'] : undefined;
  if (body?.schema) return { in: 'body', rule: ruleOf(spec, body.schema, where) };
  return undefined;
}

/**
 * A path id's shape: its pattern, what it is ("player id", from the parameter's description
 * "Player id (…)") and the document's example, for a message that shows what was expected.
 */
function idShape(spec, param) {
  const p = resolveRef(spec, param);
  const pattern = p.schema?.pattern;
  if (p.in !== 'path' || typeof pattern !== 'string') return undefined;
  const noun = /^([A-Z][A-Za-z ]* id)\b/.exec(p.description ?? '')?.[1];
  const kind = noun ? noun[0].toLowerCase() + noun.slice(1) : `${p.name}`;
  return { name: p.name, pattern, kind, ...(typeof p.example === 'string' ? { example: p.example } : {}) };
}

/**
 * The rules as data, for every emitter that checks arguments (validation.ts here, the Python
 * client's _generated/validation.py): one reading of the document for both clients.
 */
export function validationRules(spec) {
  const inputRules = {};
  const pathIdRules = {};
  const shapes = new Map();
  for (const item of Object.values(spec.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op?.operationId) continue;
      const input = inputRule(spec, item, op);
      if (input) inputRules[op.operationId] = input;
      const ids = [...(item.parameters ?? []), ...(op.parameters ?? [])]
        .map((p) => idShape(spec, p))
        .filter((s) => s !== undefined);
      if (ids.length > 0) pathIdRules[op.operationId] = ids;
      for (const s of ids) shapes.set(s.pattern, s);
    }
  }
  return {
    inputRules,
    pathIdRules,
    idShapes: [...shapes.values()],
    idempotencyKeyMaxLength: idempotencyKeyMaxLength(spec),
  };
}

/**
 * Each distinct path id rule, named once (`player id` → PLAYER_ID), so that the generated tables
 * state a rule once and name it where it applies: `name(rule)` is its constant, `rules` the
 * constants in order of first use. Both clients' emitters write from it.
 */
export function namedIdRules(rules) {
  const byText = new Map();
  const taken = new Set();
  const add = (rule) => {
    const text = JSON.stringify(rule);
    if (byText.has(text)) return;
    const words = rule.kind
      .toUpperCase()
      .replace(/[^A-Z0-9]+/g, '_')
      .replace(/^_|_$/g, '');
    const base = /^[A-Z]/.test(words) ? words : `ID_${words}`;
    let name = base;
    for (let n = 2; taken.has(name); n++) name = `${base}_${n}`;
    taken.add(name);
    byText.set(text, { name, rule });
  };
  for (const ids of Object.values(rules.pathIdRules)) ids.forEach(add);
  rules.idShapes.forEach(add);
  return { name: (rule) => byText.get(JSON.stringify(rule)).name, rules: [...byText.values()] };
}

/**
 * The operations' path id rules as lines of `key: value` entries, one line per run of operations
 * that take the same ids (`get_player: [PLAYER_ID], list_player_seasons: [PLAYER_ID],`).
 */
export function pathRuleLines(rules, entry) {
  const lines = [];
  let last;
  for (const [id, ids] of Object.entries(rules.pathIdRules)) {
    const key = JSON.stringify(ids);
    if (key === last) lines[lines.length - 1] += ` ${entry(id, ids)}`;
    else lines.push(entry(id, ids));
    last = key;
  }
  return lines;
}

export function emitValidation(spec) {
  const rules = validationRules(spec);
  const rows = Object.entries(rules.inputRules).map(([id, input]) => `  ${id}: ${JSON.stringify(input)},`);
  const named = namedIdRules(rules);
  const pathRows = pathRuleLines(rules, (id, ids) => `${id}: [${ids.map(named.name).join(', ')}],`);
  return `${HEADER}import type { InputRules, PathIdRule } from '../internal/validate-input.js';

/**
 * What openapi.json states about each operation's object argument, checked before sending.
 * Enumerations are not here: the service may add values (contract section 7).
 */
export const inputRules: Readonly<Record<string, InputRules>> = {
${rows.join('\n')}
};

/* Each path id the document names, once: its parameter, pattern, the noun errors name it by, an example. */
${named.rules.map(({ name, rule }) => `const ${name}: PathIdRule = ${JSON.stringify(rule)};`).join('\n')}

/**
 * The pattern of every path id, per operation, in path order: an id that does not match is refused
 * before sending (contract section 7, 0.4). Ids the service made are not checked against it.
 */
export const pathIdRules: Readonly<Record<string, readonly PathIdRule[]>> = {
${pathRows.map((line) => `  ${line}`).join('\n')}
};

/** The longest \`Idempotency-Key\` the service accepts (components.parameters.IdempotencyKey). */
export const IDEMPOTENCY_KEY_MAX_LENGTH = ${rules.idempotencyKeyMaxLength};

/** Every id shape the document names, to say "looks like a team id" when one is given for another. */
export const idShapes: readonly PathIdRule[] = [${rules.idShapes.map(named.name).join(', ')}];
`;
}

/** The header's length limit as the document states it: a key the service would refuse is refused first. */
function idempotencyKeyMaxLength(spec) {
  const max = spec.components?.parameters?.IdempotencyKey?.schema?.maxLength;
  if (!Number.isInteger(max))
    throw new Error('openapi.json: components.parameters.IdempotencyKey has no maxLength');
  return max;
}
