/**
 * Reads openapi.json into the operation model every emitter uses. Anything the SDK cannot place
 * (no tag, two tags, an unknown tag, a name clash, a list without a cursor, an unnamed response
 * schema) stops the generator with a message instead of producing a half-right client.
 */
import { errorClassFor, readPolicy } from './policy.mjs';
import { className, methodNameFor, pascal } from './naming.mjs';

const METHODS = ['get', 'post', 'delete', 'put', 'patch'];
const RESERVED = new Set([
  'constructor',
  'then',
  'catch',
  'finally',
  'withResponse',
  'createAndPoll',
  'poll',
  'download',
]);

export function resolveRef(spec, node) {
  let current = node;
  const seen = new Set();
  while (current && typeof current === 'object' && typeof current.$ref === 'string') {
    if (seen.has(current.$ref)) throw new Error(`circular $ref ${current.$ref}`);
    seen.add(current.$ref);
    const parts = current.$ref.replace(/^#\//, '').split('/');
    current = parts.reduce((obj, key) => obj?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], spec);
    if (current === undefined) throw new Error(`unresolvable $ref ${[...seen].pop()}`);
  }
  return current;
}

const schemaName = (node) =>
  typeof node?.$ref === 'string' && node.$ref.startsWith('#/components/schemas/')
    ? node.$ref.split('/').pop()
    : undefined;

function fail(where, message) {
  throw new Error(`${where}: ${message}`);
}

function successResponse(where, op) {
  const codes = Object.keys(op.responses ?? {}).filter((c) => /^2\d\d$/.test(c));
  if (codes.length !== 1)
    fail(where, `expected exactly one 2xx response, found ${codes.join(', ') || 'none'}`);
  return { status: Number(codes[0]), response: op.responses[codes[0]] };
}

/**
 * A body field whose known values depend on another field (`sort_by` names a stat key of `sport`):
 * `{ field, by }`, from the field's `x-stat-keys-of`.
 */
function statKeyedField(id, bodySchema) {
  for (const [field, schema] of Object.entries(bodySchema?.properties ?? {})) {
    const by = schema['x-stat-keys-of'];
    if (by === undefined) continue;
    if (!bodySchema.properties[by]) fail(id, `${field}: x-stat-keys-of names ${by}, which the body lacks`);
    return {
      field,
      by,
      description: schema.description ?? '',
      byDescription: bodySchema.properties[by].description ?? '',
      byRequired: (bodySchema.required ?? []).includes(by),
    };
  }
  return undefined;
}

/** Each documented error status with its class and the codes its examples name, for `@throws`. */
function documentedErrors(spec, id, op, paged) {
  const out = [];
  const text = `${op.summary ?? ''} ${op.description ?? ''}`;
  for (const [code, raw] of Object.entries(op.responses ?? {})) {
    const status = Number(code);
    if (!(status >= 400 && status <= 599)) continue;
    const response = resolveRef(spec, raw);
    const examples = Object.values(response.content?.['application/json']?.examples ?? {});
    const all = [...new Set(examples.map((e) => e.value?.error?.code).filter((c) => typeof c === 'string'))]
      // A cursor exists only on lists.
      .filter((c) => paged || c !== 'invalid_cursor');
    // The shared 403 response lists every permission code; the operation's own description
    // names the ones that apply to it, when it names any.
    const named = status === 403 ? all.filter((c) => text.includes(`\`${c}\``)) : [];
    const className = errorClassFor(readPolicy(spec), status);
    if (!response.description) fail(id, `response ${code} has no description`);
    const same = out.find((e) => e.className === className);
    const codes = named.length ? named : all;
    if (same) {
      same.statuses.push(status);
      same.codes.push(...codes.filter((c) => !same.codes.includes(c)));
    } else out.push({ statuses: [status], className, codes });
  }
  return out;
}

export function buildModel(spec) {
  const tags = new Set((spec.tags ?? []).map((t) => t.name));
  const defaultAuth = Array.isArray(spec.security) && spec.security.length > 0;
  const operations = [];
  const names = new Map();

  for (const [path, item] of Object.entries(spec.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const where = `${method.toUpperCase()} ${path}`;
      const id = op.operationId ?? fail(where, 'has no operationId');
      if (!Array.isArray(op.tags) || op.tags.length !== 1)
        fail(id, `needs exactly one tag (its namespace), has ${JSON.stringify(op.tags)}`);
      const namespace = op.tags[0];
      if (!tags.has(namespace)) fail(id, `tag ${namespace} is not declared in the document's tags`);
      if (!/^[a-z]+$/.test(namespace))
        fail(id, `tag ${namespace} cannot be a namespace (lowercase letters only)`);
      const methodName = methodNameFor(id, namespace);
      if (RESERVED.has(methodName)) fail(id, `method name ${methodName} is reserved`);
      const key = `${namespace}.${methodName}`;
      if (names.has(key)) fail(id, `method name ${key} clashes with ${names.get(key)}`);
      names.set(key, id);

      const billing = op['x-billing'];
      if (billing !== 'free' && billing !== 'usage')
        fail(id, `x-billing must be "free" or "usage", got ${JSON.stringify(billing)}`);
      if (!op['x-access'] || typeof op['x-access'] !== 'object') fail(id, 'x-access is missing');
      const auth = Array.isArray(op.security) ? op.security.length > 0 : defaultAuth;

      const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p) => resolveRef(spec, p));
      const pathParams = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      for (const name of pathParams) {
        if (!params.some((p) => p.in === 'path' && p.name === name))
          fail(id, `path parameter {${name}} is not declared`);
      }
      const queryParams = params.filter((p) => p.in === 'query');
      const idempotent = params.some((p) => p.in === 'header' && p.name.toLowerCase() === 'idempotency-key');

      const bodyContent = op.requestBody
        ? resolveRef(spec, op.requestBody).content?.['application/json']
        : undefined;
      if (op.requestBody && !bodyContent) fail(id, 'request body is not application/json');
      if (bodyContent && queryParams.length > 0)
        fail(id, 'has both a JSON body and query parameters; the method signature takes one object');
      const bodyType = bodyContent
        ? (schemaName(bodyContent.schema) ?? fail(id, 'request body schema must be a $ref to a named schema'))
        : undefined;
      const bodySchema = bodyContent ? resolveRef(spec, bodyContent.schema) : undefined;

      const { status, response } = successResponse(id, op);
      const content = resolveRef(spec, response).content?.['application/json'];
      if (!content) fail(id, `the ${status} response has no application/json body`);
      const responseType =
        schemaName(content.schema) ?? fail(id, 'response schema must be a $ref to a named schema');
      const responseSchema = resolveRef(spec, content.schema);

      const isList =
        responseSchema.properties?.data?.type === 'array' && 'has_more' in (responseSchema.properties ?? {});
      let itemType;
      if (isList) {
        itemType =
          schemaName(responseSchema.properties.data.items) ??
          fail(id, 'list items must be a $ref to a named schema');
        // The next page is the same call with `cursor` added to its one input object (query or
        // body), so a list must take `cursor` in that object.
        if (!queryParams.some((p) => p.name === 'cursor') && !bodySchema?.properties?.cursor)
          fail(id, 'is a list (data + has_more) but takes no cursor, so it cannot be paged');
      }

      operations.push({
        id,
        method: method.toUpperCase(),
        path,
        namespace,
        methodName,
        className: className(namespace),
        billing,
        auth,
        pathParams,
        input: bodyType ? 'body' : queryParams.length > 0 ? 'query' : 'none',
        inputRequired: bodyType ? op.requestBody.required === true : queryParams.some((p) => p.required),
        queryTypeName: queryParams.length > 0 ? `${pascal(namespace)}${pascal(methodName)}Params` : undefined,
        bodyType,
        idempotent,
        paged: isList,
        responseType,
        itemType,
        errors: documentedErrors(spec, id, op, isList),
        statKeyed: statKeyedField(id, bodySchema),
        pathParamDocs: pathParams.map(
          (name) => params.find((p) => p.in === 'path' && p.name === name)?.description ?? '',
        ),
        bodyDescription: bodySchema?.description ?? '',
        responseDescription: resolveRef(spec, response).description ?? '',
        summary: op.summary ?? '',
        description: op.description ?? '',
        deprecated: op.deprecated === true,
        job: op['x-job'],
      });
    }
  }
  if (operations.length === 0) throw new Error('openapi.json has no operations');
  const namespaces = [...tags].filter((t) => operations.some((o) => o.namespace === t));
  const unused = [...tags].filter((t) => !namespaces.includes(t));
  if (unused.length) throw new Error(`tags without operations: ${unused.join(', ')}`);
  const server =
    spec.servers?.[0]?.url ?? fail('servers', 'servers[0].url is required (the default base URL)');
  const tagDescriptions = Object.fromEntries((spec.tags ?? []).map((t) => [t.name, t.description ?? '']));
  return { operations, namespaces, server, tagDescriptions, jobs: jobKinds(spec, operations) };
}

/** Every `status` a job shape allows (its `const` or `enum`, in its own properties or an `allOf` member). */
function statusValues(spec, schema) {
  const members = [schema, ...(schema.allOf ?? []).map((m) => resolveRef(spec, m))];
  const node = members.map((m) => m.properties?.status).find((s) => s !== undefined);
  if (!node) return [];
  return node.const !== undefined ? [node.const] : [...(node.enum ?? node['x-extensible-enum'] ?? [])];
}

/** The `status` a job shape fixes with `const` (in its own properties or an `allOf` member). */
function statusConst(spec, schema) {
  const members = [schema, ...(schema.allOf ?? []).map((m) => resolveRef(spec, m))];
  return members.map((m) => m.properties?.status?.const).find((c) => c !== undefined);
}

const JOB_FIELDS = ['noun', 'get', 'id_field', 'succeeded', 'failed', 'result', 'file'];

/**
 * The long-running job kinds, one per create operation carrying `x-job` (contract section 8): what
 * the helpers, the CLI and both clients' polling read, stated once. Its get must be a free read in
 * the same namespace taking the job's id as its one path parameter, and both states must be values
 * of the result schema's `status`, so a typo stops the generator instead of a wait that never ends.
 */
function jobKinds(spec, operations) {
  const jobs = [];
  for (const create of operations) {
    const job = create.job;
    if (job === undefined) continue;
    const where = `${create.id} x-job`;
    if (job === null || typeof job !== 'object') fail(where, 'must be an object');
    const keys = Object.keys(job);
    const odd = keys.filter((k) => !JOB_FIELDS.includes(k));
    const missing = JOB_FIELDS.filter((k) => !keys.includes(k));
    if (odd.length || missing.length)
      fail(
        where,
        `fields must be ${JOB_FIELDS.join(', ')} (unknown: ${odd.join(', ') || '-'}, missing: ${missing.join(', ') || '-'})`,
      );
    if (create.method !== 'POST' || create.billing !== 'usage') fail(where, 'must be on a usage-billed POST');
    const get = operations.find((o) => o.id === job.get) ?? fail(where, `get ${job.get} is not an operation`);
    if (get.namespace !== create.namespace || get.method !== 'GET' || get.billing !== 'free')
      fail(where, `get ${get.id} must be a free GET of namespace ${create.namespace}`);
    if (get.pathParams.length !== 1 || get.pathParams[0] !== job.id_field)
      fail(where, `get ${get.id} must take the id_field ${job.id_field} as its one path parameter`);
    const result =
      spec.components?.schemas?.[job.result] ?? fail(where, `result ${job.result} is not a schema`);
    if (statusConst(spec, result) !== job.succeeded)
      fail(where, `result ${job.result} is not the shape with status ${job.succeeded}`);
    const shapes = (resolveRef(spec, spec.components.schemas[create.responseType]).oneOf ?? []).map((s) =>
      statusConst(spec, resolveRef(spec, s)),
    );
    if (!shapes.includes(job.failed))
      fail(where, `${create.responseType} has no shape with status ${job.failed}`);
    // The states before it ends, in the order the document lists them (the first is the new one's).
    const inProgress = (resolveRef(spec, spec.components.schemas[create.responseType]).oneOf ?? [])
      .flatMap((s) => statusValues(spec, resolveRef(spec, s)))
      .filter((s, i, all) => s !== job.succeeded && s !== job.failed && all.indexOf(s) === i);
    if (inProgress.length === 0) fail(where, `${create.responseType} has no state before it ends`);
    for (const field of ['noun', 'succeeded', 'failed'])
      if (typeof job[field] !== 'string' || job[field] === '')
        fail(where, `${field} must be a non-empty string`);
    if (typeof job.file !== 'boolean') fail(where, 'file must be true or false');
    if (jobs.some((j) => j.namespace === create.namespace))
      fail(where, `a second job kind in ${create.namespace}`);
    jobs.push({
      namespace: create.namespace,
      create: create.id,
      get: get.id,
      noun: job.noun,
      idField: job.id_field,
      succeeded: job.succeeded,
      failed: job.failed,
      result: job.result,
      hasFile: job.file,
      inProgress,
    });
  }
  return jobs;
}
