/**
 * openapi.json → src/generated/fake-surface.ts: the contract surface the fake service enforces
 * (src/testing): per operation its route, billing class, access (`x-access`), query parameters and
 * body fields with their limits; the enumerations of the document's schemas; and the prefix of
 * every resource's id, which the fake mints ids with. The fake's behaviour (data, jobs, quotas)
 * stays hand-written and is keyed by route (`GET /v1/players/{id}`), what the service itself knows
 * of an operation: an operation id is only the SDK's name for it, and may change.
 */
import { HEADER } from './emit.mjs';
import { resolveRef } from './model.mjs';

const q = (value) => JSON.stringify(value);

/** The checks of one parameter or field that the fake applies as the document states them. */
function limitsOf(spec, node, required) {
  const schema = resolveRef(spec, node ?? {});
  const out = { type: schema.type ?? 'string', required };
  for (const name of [
    'enum',
    'pattern',
    'minimum',
    'maximum',
    'minLength',
    'maxLength',
    'maxItems',
    'uniqueItems',
    'format',
    'default',
  ])
    if (schema[name] !== undefined) out[name] = schema[name];
  // Which export resources a filter applies to: `x-applies-to` of ExportFilters.
  if (schema['x-applies-to']) out.appliesTo = schema['x-applies-to'];
  if (schema.properties) out.fields = fieldsOf(spec, schema);
  if (schema.items) out.items = limitsOf(spec, schema.items, true);
  if (typeof schema.additionalProperties === 'object')
    out.values = limitsOf(spec, schema.additionalProperties, true);
  return out;
}

function fieldsOf(spec, schemaNode) {
  const schema = resolveRef(spec, schemaNode);
  const required = new Set(schema.required ?? []);
  return Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, node]) => [
      name,
      limitsOf(spec, node, required.has(name)),
    ]),
  );
}

function plural(words) {
  if (/(s|ch|sh)$/.test(words)) return `${words}es`;
  if (/[^aeiou]y$/.test(words)) return `${words.slice(0, -1)}ies`;
  return `${words}s`;
}

function surfaceOf(spec, op) {
  const item = spec.paths[op.path];
  const raw = item[op.method.toLowerCase()];
  const access = raw['x-access'];
  const params = [...(item.parameters ?? []), ...(raw.parameters ?? [])].map((p) => resolveRef(spec, p));
  const query = Object.fromEntries(
    params
      .filter((p) => p.in === 'query')
      .map((p) => [p.name, limitsOf(spec, p.schema, p.required === true)]),
  );
  const body = raw.requestBody
    ? fieldsOf(spec, resolveRef(spec, raw.requestBody).content['application/json'].schema)
    : null;
  // What the operation is about, for messages: a list's items (RosterEntry → roster entries), else
  // the last literal segment of its path.
  const noun = op.itemType
    ? plural(op.itemType.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase())
    : op.path
        .split('/')
        .filter((s) => s && !s.startsWith('{'))
        .pop();
  return {
    id: op.id,
    method: op.method,
    path: op.path,
    billing: op.billing,
    keyless: access.key === 'none',
    keyKinds: access.key_kinds,
    plans: access.plans,
    scopes: access.scopes,
    verifiedCoach: access.verified_coach === true,
    noun,
    query,
    body,
  };
}

/** `Schema.property` → its values, for every enumeration (closed or extensible) of a component schema. */
function schemaEnums(spec) {
  const out = {};
  for (const [name, schema] of Object.entries(spec.components?.schemas ?? {})) {
    const parts = [schema, ...(schema.allOf ?? [])];
    for (const part of parts)
      for (const [prop, node] of Object.entries(part.properties ?? {})) {
        const s = resolveRef(spec, node);
        const values = s.enum ?? s['x-extensible-enum'];
        if (Array.isArray(values) && values.every((v) => typeof v === 'string'))
          out[`${name}.${prop}`] = values;
      }
  }
  return out;
}

/** Per sport, what the filter catalog of the document lists: positions (`x-positions`), stat keys (`x-stat-keys`). */
function sportLists(spec) {
  const catalog = spec.components.schemas.FilterCatalog.properties;
  const positions = catalog.filters['x-positions'];
  const statKeys = catalog.sort_keys['x-stat-keys'];
  return Object.keys(positions).map(
    (sport) => `  ${sport}: ${q({ positions: positions[sport], statKeys: statKeys[sport] })},`,
  );
}

/** `^plr_[A-Za-z0-9]+$` → `plr`; undefined for an id that is not a prefixed one (a slug). */
function prefixOf(where, pattern) {
  if (typeof pattern !== 'string' || !/^\^[a-z]+_/.test(pattern)) return undefined;
  const found = /^\^([a-z]+)_\[A-Za-z0-9\]\+\$$/.exec(pattern);
  if (!found) throw new Error(`${where}: the fake mints ids as prefix_ + alphanumerics, not ${pattern}`);
  return found[1];
}

/**
 * Each resource's id prefix, by schema: from the pattern of its own id (\`id\`, or the id field of a
 * job kind), so a changed prefix changes the ids the fake mints. The request id's too.
 */
function idPrefixes(spec, model) {
  const idFields = new Set(['id', ...model.jobs.map((j) => j.idField)]);
  const out = {};
  for (const [name, schema] of Object.entries(spec.components?.schemas ?? {})) {
    // Its own properties only: a variant (`allOf` a base) is minted as its base.
    for (const [field, node] of Object.entries(schema.properties ?? {})) {
      if (!idFields.has(field)) continue;
      const prefix = prefixOf(`${name}.${field}`, resolveRef(spec, node).pattern);
      if (prefix) out[name] = prefix;
    }
  }
  return out;
}

/** \`^req_[A-Za-z0-9]{24}$\` of ErrorObject.request_id → its prefix and length. */
function requestId(spec) {
  const pattern = spec.components?.schemas?.ErrorObject?.properties?.request_id?.pattern;
  const found = /^\^([a-z]+)_\[A-Za-z0-9\]\{(\d+)\}\$$/.exec(pattern ?? '');
  if (!found)
    throw new Error(
      `ErrorObject.request_id: the fake mints request ids as prefix_ + n alphanumerics, not ${pattern}`,
    );
  return { prefix: found[1], length: Number(found[2]) };
}

export function emitFakeSurface(spec, model) {
  const rows = model.operations.map((op) => `  ${op.id}: ${q(surfaceOf(spec, op))},`);
  const enums = Object.entries(schemaEnums(spec)).map(([k, v]) => `  ${q(k)}: ${q(v)},`);
  const routes = model.operations.map((op) => `  ${q(`${op.method} ${op.path}`)}: SURFACE.${op.id},`);
  const prefixes = Object.entries(idPrefixes(spec, model)).map(([k, v]) => `  ${k}: ${q(v)},`);
  const jobStates = model.jobs.map(
    (j) => `  ${j.namespace}: ${q({ inProgress: j.inProgress, succeeded: j.succeeded, failed: j.failed })},`,
  );
  return `${HEADER}import type { Surface } from '../testing/surface.js';

/** Every operation of openapi.json, keyed by operationId. */
export const SURFACE = {
${rows.join('\n')}
} as const satisfies Record<string, Surface>;

export type SurfaceId = keyof typeof SURFACE;

/** The same rows by route (\`GET /v1/players/{id}\`): what the fake's behaviour is keyed by. */
export const ROUTE_SURFACE = {
${routes.join('\n')}
} as const;

export type Route = keyof typeof ROUTE_SURFACE;

/** The prefix of each resource's id, by schema (\`plr\` of \`^plr_[A-Za-z0-9]+$\`): what the fake mints ids with. */
export const ID_PREFIXES = {
${prefixes.join('\n')}
} as const;

/** Each job kind's states, by namespace: those before it ends (the first a new job's), then how it ends. */
export const JOB_STATES = {
${jobStates.join('\n')}
} as const;

/** \`X-Request-Id\`: its prefix and the number of alphanumerics after it (ErrorObject.request_id). */
export const REQUEST_ID = ${q(requestId(spec))} as const;

/** The values of every enumeration of the document's schemas, by \`Schema.property\`. */
export const SCHEMA_ENUMS = {
${enums.join('\n')}
} as const;

/** Per sport, the positions (\`x-positions\`) and stat keys (\`x-stat-keys\`) of the filter catalog. */
export const SPORT_LISTS: Readonly<Record<string, { positions: readonly string[]; statKeys: readonly string[] }>> = {
${sportLists(spec).join('\n')}
};
`;
}
