/**
 * The second emitter: openapi.json → python/src/sports_data/_generated/, from the same operation
 * model as the TypeScript tree (model.mjs) and the same naming rule, in snake_case. Writes (or with
 * `check`, compares) the whole tree; generate.mjs calls it once.
 */
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { emitPythonErrorClasses } from './error-classes.mjs';
import { emitPythonJobs } from './jobs.mjs';
import { emitPythonPolicy, readPolicy } from './policy.mjs';
import { buildModel, resolveRef } from './model.mjs';
import { pascal } from './naming.mjs';
import { PyTypes, checkIdentifier, docstring, pyLiteral } from './python-types.mjs';
import { emitPythonValidation } from './python-validation.mjs';
import { emitRowsPython } from './rows.mjs';

export const PY_HEADER = '# Generated from openapi.json by scripts/generate.mjs. Do not edit.\n';

const q = (value) => JSON.stringify(value);
const snake = (camelName) => camelName.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * Namespaces whose client attribute is a hand-written subclass (python/src/sports_data/_<ns>.py).
 * A namespace with a job kind (model.jobs) also gets create_and_poll/poll, emitted here.
 */
const HELPERS = {
  query: {
    module: '.._query',
    sync: 'QueryResource',
    async: 'AsyncQueryResource',
  },
  exports: {
    module: '.._exports',
    sync: 'ExportsResource',
    async: 'AsyncExportsResource',
  },
};
/** Names the hand-written runtime gives to every resource or to the helpers. */
const RESERVED_METHODS = new Set(['with_response', 'create_and_poll', 'poll', 'download']);
/** Per-call options every method takes beside its own fields. */
const CALL_OPTIONS = ['timeout', 'max_retries', 'extra_headers', 'idempotency_key'];
/** How create_and_poll waits (`**wait`, _options.py), beside the create's fields. */
const WAIT_OPTIONS = ['poll_interval', 'timeout', 'cancel', 'on_poll', 'request_options'];

function pythonOperations(spec, model) {
  return model.operations.map((op) => {
    const item = spec.paths[op.path];
    const raw = [...(item.parameters ?? []), ...(item[op.method.toLowerCase()].parameters ?? [])].map((p) =>
      resolveRef(spec, p),
    );
    const pathParams = op.pathParams.map((name, i) => {
      const param = raw.find((p) => p.in === 'path' && p.name === name);
      const pattern = resolveRef(spec, param.schema ?? {})?.pattern;
      if (typeof pattern !== 'string')
        throw new Error(`${op.id}: path parameter ${name} has no pattern to check ids by`);
      return {
        name: checkIdentifier(name, `${op.id} path parameter`),
        pattern,
        description: op.pathParamDocs[i],
      };
    });
    const name = checkIdentifier(snake(op.methodName), `${op.id} method name`);
    if (RESERVED_METHODS.has(name))
      throw new Error(`${op.id}: method name ${name} is reserved for the hand-written helpers`);
    checkIdentifier(op.id, 'operationId');
    return { ...op, py: name, pyPathParams: pathParams, query: raw.filter((p) => p.in === 'query') };
  });
}

/** An instant (`format: date-time`) also takes an aware `datetime`: the runtime sends it in RFC 3339. */
const withDateTime = (schema, type) => (schema?.format === 'date-time' ? `${type} | datetime` : type);

/** The keyword-only fields of a method: its query parameters or its body's properties. */
function inputFields(spec, types, op) {
  const owner = `${pascal(op.namespace)}${pascal(op.methodName)}`;
  let fields = [];
  if (op.input === 'query') {
    fields = op.query.map((p) => ({
      name: p.name,
      type: withDateTime(p.schema, types.typeOf(p.schema ?? {}, `${owner}${pascal(p.name)}`)),
      required: p.required === true,
      description: p.description ?? '',
    }));
  } else if (op.input === 'body') {
    const schema = resolveRef(spec, { $ref: `#/components/schemas/${op.bodyType}` });
    fields = types.fields(schema, op.bodyType);
  }
  for (const f of fields) {
    checkIdentifier(f.name, `${op.id} field`);
    if (CALL_OPTIONS.includes(f.name))
      throw new Error(`${op.id}: field ${f.name} clashes with a per-call option`);
  }
  return fields;
}

/** Keyword fields as parameters: the required ones first, then the optional ones (None when not sent). */
const fieldParams = (fields) => [
  ...fields.filter((f) => f.required).map((f) => `${f.name}: ${f.type}`),
  ...fields.filter((f) => !f.required).map((f) => `${f.name}: ${f.type} | None = None`),
];

/** A method's parameters on one line: path ids, then its fields, then the per-call options as `**options`. */
function signature(op, fields) {
  const keywords = fieldParams(fields);
  const options = `**options: Unpack[${op.idempotent ? 'IdempotentRequestOptions' : 'RequestOptions'}]`;
  return [
    'self',
    ...op.pyPathParams.map((p) => `${p.name}: str`),
    ...(keywords.length ? ['*', ...keywords] : []),
    options,
  ].join(', ');
}

/** Args of a docstring: one line each, its description's first line. */
const argLines = (named) => named.map(([name, text]) => `    ${name}: ${text.split('\n')[0]}`);

function methodDoc(op, fields) {
  const lines = [op.summary, '', op.description];
  const args = argLines([
    ...op.pyPathParams.map((p) => [p.name, p.description]),
    ...fields.map((f) => [f.name, f.description]),
  ]);
  if (args.length) lines.push('', 'Args:', ...args);
  return docstring(lines.join('\n'), '        ');
}

/** The result type a method declares; `APIResponse` around it on the with_response side. */
function resultType(op, isAsync) {
  if (!op.paged) return op.responseType;
  return isAsync ? `AsyncPageRequest[${op.itemType}]` : `SyncPage[${op.itemType}]`;
}

/**
 * One namespace: its class, whose methods each call the shared `_call` with their operation row,
 * and its `WithResponse` twin, the same functions retyped (its base answers APIResponse).
 */
function resourceClasses(ns, ops, fieldsOf, isAsync, description, job) {
  const name = `${isAsync ? 'Async' : ''}${pascal(ns)}`;
  const base = `${isAsync ? 'AsyncResource' : 'SyncResource'}["${name}WithResponse"]`;
  const out = [`class ${name}(${base}):\n`, docstring(description, '    ')];
  if (job) out.push(`\n    _job_states = _jobs.${job.namespace}\n`);
  for (const op of ops) {
    const fields = fieldsOf(op);
    const result = resultType(op, isAsync);
    const awaits = isAsync && !op.paged;
    const pathArgs = `{${op.pyPathParams.map((p) => `${q(p.name)}: ${p.name}`).join(', ')}}`;
    const input =
      op.input === 'none' ? 'None' : `{${fields.map((f) => `${q(f.name)}: ${f.name}`).join(', ')}}`;
    out.push(
      `\n    ${awaits ? 'async def' : 'def'} ${op.py}(${signature(op, fields)}) -> ${result}:\n${methodDoc(op, fields)}        return cast(${q(result)}, ${awaits ? 'await ' : ''}self._call(_ops.${op.id}, ${pathArgs}, ${input}, options))\n`,
    );
  }
  if (job) out.push(pollMethods(ops, fieldsOf, job, isAsync));
  const raw = [
    `\n\nclass ${name}WithResponse(${isAsync ? 'AsyncResponses' : 'SyncResponses'}, answers=${name}):\n`,
    docstring(`The ${ns} methods, each answering an APIResponse (data, the httpx response, meta).`, '    '),
    '\n',
  ];
  for (const op of ops)
    raw.push(
      `    ${op.py} = ${isAsync ? 'async_with_response' : 'with_response'}(${name}.${op.py})\n${docstring(`${op.summary}: see \`${name}.${op.py}\`.`, '    ')}`,
    );
  return out.join('') + raw.join('');
}

/** `create_and_poll` and `poll` of a namespace whose create starts a job: the create's fields, then how to wait. */
function pollMethods(ops, fieldsOf, poll, isAsync) {
  const create = ops.find((o) => o.id === poll.create) ?? fail(`${poll.create} is not in its namespace`);
  const get = ops.find((o) => o.id === poll.get) ?? fail(`${poll.get} is not in its namespace`);
  if (create.input !== 'body' || !create.idempotent || get.pyPathParams.length !== 1)
    fail(`${create.id}/${get.id} do not have the shape create_and_poll expects`);
  const fields = fieldsOf(create);
  for (const f of fields)
    if (WAIT_OPTIONS.includes(f.name))
      fail(`${create.id}: field ${f.name} clashes with a create_and_poll option`);
  const id = get.pyPathParams[0].name;
  const wait = `**wait: Unpack[${isAsync ? 'AsyncWaitOptions' : 'WaitOptions'}]`;
  const def = isAsync ? 'async def' : 'def';
  const aw = isAsync ? 'await ' : '';
  const waiting =
    `Waiting: ${isAsync ? 'AsyncWaitOptions' : 'WaitOptions'}: poll_interval, timeout (seconds for the whole wait)` +
    `${isAsync ? '' : ', cancel'}, on_poll, and request_options (each poll's own timeout, max_retries, extra_headers).`;
  const body = `{${fields.map((f) => `${q(f.name)}: ${f.name}`).join(', ')}}`;
  const createParams = ['self', '*', ...fieldParams(fields), 'idempotency_key: str | None = None', wait].join(
    ', ',
  );
  return `
    ${def} create_and_poll(${createParams}) -> ${poll.result}:
${docstring(
  [
    `${create.summary}, then wait until it finishes (a failed one raises JobFailedError).`,
    '',
    'The create is usage-billed and sent once, never retried; idempotency_key makes your own retry safe.',
    'The polls are free reads, retried like any read.',
    '',
    'Args:',
    ...argLines(fields.map((f) => [f.name, f.description])),
    '    idempotency_key: sent with the create call only.',
    '',
    waiting,
  ].join('\n'),
  '        ',
)}        return cast(${q(poll.result)}, ${aw}self._create_and_poll(_ops.${create.id}, _ops.${get.id}, ${body}, idempotency_key, wait))

    ${def} poll(self, ${id}: str, ${wait}) -> ${poll.result}:
${docstring(`Wait for ${/^[aeiou]/i.test(poll.noun) ? 'an' : 'a'} ${poll.noun} created earlier until it finishes (or raise as create_and_poll does). ${waiting}`, '        ')}        return cast(${q(poll.result)}, ${aw}self._poll(_ops.${get.id}, ${id}, wait))
`;
}

function fail(message) {
  throw new Error(`python emitter: ${message}`);
}

function emitResources(spec, model, ops, types, isAsync) {
  const fieldsCache = new Map();
  const fieldsOf = (op) => {
    if (!fieldsCache.has(op.id)) fieldsCache.set(op.id, inputFields(spec, types, op));
    return fieldsCache.get(op.id);
  };
  const classes = model.namespaces.map((ns) =>
    resourceClasses(
      ns,
      ops.filter((o) => o.namespace === ns),
      fieldsOf,
      isAsync,
      model.tagDescriptions[ns] ?? '',
      model.jobs.find((j) => j.namespace === ns),
    ),
  );
  const text = classes.join('\n\n');
  // Names in code only: a docstring mentioning a type must not import it.
  const code = text.replace(/"""[\s\S]*?"""/g, '');
  const uses = (names) => names.filter((n) => new RegExp(`\\b${n}\\b`).test(code)).join(', ');
  const A = isAsync ? 'Async' : '';
  return `${PY_HEADER}"""The ${isAsync ? 'asynchronous' : 'synchronous'} resource classes, one per namespace (tag) of openapi.json."""

from __future__ import annotations

${/\bdatetime\b/.test(code) ? 'from datetime import datetime\n' : ''}from typing import ${uses(['Literal', 'cast'])}

from typing_extensions import Unpack

from .._options import ${uses(['AsyncWaitOptions', 'IdempotentRequestOptions', 'RequestOptions', 'WaitOptions'])}
from .._pagination import ${isAsync ? 'AsyncPageRequest' : 'SyncPage'}
from .._resource import ${isAsync ? 'Async' : 'Sync'}Resource, ${isAsync ? 'Async' : 'Sync'}Responses, ${isAsync ? 'async_with_response' : 'with_response'}
${model.jobs.length ? 'from . import jobs as _jobs\n' : ''}from . import operations as _ops
from .types import ${uses(types.names())}

__all__ = [${model.namespaces.map((ns) => `${q(`${A}${pascal(ns)}`)}`).join(', ')}]


${text}`;
}

function emitNamespaces(model) {
  const imports = [];
  const classOf = { sync: {}, async: {} };
  for (const ns of model.namespaces) {
    checkIdentifier(ns, 'namespace');
    const helper = HELPERS[ns];
    classOf.sync[ns] = helper ? helper.sync : pascal(ns);
    classOf.async[ns] = helper ? helper.async : `Async${pascal(ns)}`;
    if (helper) imports.push(`from ${helper.module} import ${helper.async}, ${helper.sync}`);
  }
  const namespaceClass = (name, client, classes) => `class ${name}(Namespaces):
    """The namespaces of \`${client}\`: made with the client's runtime, one per tag of openapi.json."""

    _classes = {${model.namespaces.map((ns) => `${q(ns)}: ${classes[ns]}`).join(', ')}}

${model.namespaces.map((ns) => `    ${ns}: ${classes[ns]}\n${docstring(model.tagDescriptions[ns] ?? '', '    ')}`).join('')}`;
  const plain = model.namespaces.filter((ns) => !HELPERS[ns]);
  return `${PY_HEADER}"""The client's namespaces: one attribute per tag of openapi.json."""

from __future__ import annotations

from .._resource import Namespaces
${imports.join('\n')}
from .async_resources import ${plain.map((ns) => `Async${pascal(ns)}`).join(', ')}
from .sync_resources import ${plain.map((ns) => pascal(ns)).join(', ')}


${namespaceClass('SyncNamespaces', 'SportsData', classOf.sync)}

${namespaceClass('AsyncNamespaces', 'AsyncSportsData', classOf.async)}`;
}

/** One row of the operation table: Operation's fields in order (_operation.py). */
function operationRow(op) {
  const params = op.pyPathParams.map((p) => `PathParam(${q(p.name)}, ${q(p.pattern)})`);
  const fields = [
    q(op.id),
    q(op.method),
    q(op.path),
    q(`${op.namespace}.${op.py}`),
    q(op.billing),
    pyLiteral(op.auth),
    `(${params.join(', ')}${params.length === 1 ? ',' : ''})`,
    q(op.input),
    pyLiteral(op.paged),
    pyLiteral(op.idempotent),
  ];
  return `${op.id} = Operation(${fields.join(', ')})`;
}

function emitOperations(model, ops) {
  return `${PY_HEADER}"""
Every operation of the service (the table the runtime sends by), keyed by operationId. A row's
fields: id, method, path, label, billing, auth, path_params, input, paged, idempotent.
"""

from __future__ import annotations

from .._operation import Operation, PathParam

DEFAULT_BASE_URL = ${q(model.server)}
"""The default base URL: \`servers[0].url\` of openapi.json."""

${ops.map(operationRow).join('\n')}

OPERATIONS: dict[str, Operation] = {${ops.map((op) => `${q(op.id)}: ${op.id}`).join(', ')}}
`;
}

/** The plan table's columns: openapi.json's name and the Python type of each. */
const PLAN_COLUMNS = [
  ['readsPerMinute', 'int'],
  ['monthlyQuota', 'int | None'],
  ['alertCount', 'int'],
  ['includedUsageUsd', 'float'],
  ['exportRowCap', 'int | None'],
  ['portalAndAlertsBilled', 'bool'],
];

function emitPlans(spec) {
  const plans = spec['x-plans']?.plans;
  if (!plans || typeof plans !== 'object') throw new Error('openapi.json: x-plans.plans is missing');
  const rows = Object.entries(plans).map(
    ([name, row]) =>
      `    ${q(name)}: PlanLimits(${PLAN_COLUMNS.map(([c]) => `${snake(c)}=${pyLiteral(row[c])}`).join(', ')}),`,
  );
  return `${PY_HEADER}"""The plan table (\`x-plans\` of openapi.json), keyed by the value of \`X-Service-Plan\`."""

from __future__ import annotations

from typing import NamedTuple


class PlanLimits(NamedTuple):
    """One row of the plan table."""

${PLAN_COLUMNS.map(([c, type]) => `    ${snake(c)}: ${type}`).join('\n')}


PLAN_LIMITS: dict[str, PlanLimits] = {
${rows.join('\n')}
}

LOWEST_READS_PER_MINUTE = ${Math.min(...Object.values(plans).map((p) => p.readsPerMinute))}
`;
}

/** The paging parameters every list takes alike, as the first list states them. */
const PAGE_PARAMS = ['limit', 'cursor'];

function emitTypes(ops, types) {
  const pages = ops.find((op) => op.input === 'query' && op.paged);
  const paging = pages && PAGE_PARAMS.map((name) => pages.query.find((p) => p.name === name));
  if (paging?.every(Boolean))
    types.objectClass(
      {
        type: 'object',
        description: 'The paging parameters every list takes.',
        properties: Object.fromEntries(
          paging.map((p) => [p.name, { ...(p.schema ?? {}), description: p.description }]),
        ),
      },
      'PageParams',
    );
  // Another list's limit or cursor is the same parameter only if it reads the same.
  const samePaging = (op) =>
    paging?.every((p) => JSON.stringify(op.query.find((o) => o.name === p.name)) === JSON.stringify(p));
  for (const op of ops) {
    if (op.input !== 'query') continue;
    const name = `${pascal(op.namespace)}${pascal(op.methodName)}Params`;
    const schema = {
      type: 'object',
      description: `Query parameters of \`${op.namespace}.${op.py}\`.`,
      properties: Object.fromEntries(
        op.query.map((p) => [p.name, { ...(p.schema ?? {}), description: p.description }]),
      ),
      required: op.query.filter((p) => p.required).map((p) => p.name),
    };
    types.objectClass(schema, name, op.paged && samePaging(op) ? 'PageParams' : undefined);
  }
  const body = types.render();
  // Only what the document's schemas use: pyright strict refuses an unused import.
  const typing = /\bAny\b/.test(body) ? 'Any, Literal' : 'Literal';
  return `${PY_HEADER}"""Every request and result of openapi.json as a \`TypedDict\`; enumerations as \`Literal\` unions."""

from __future__ import annotations

from typing import ${typing}

from typing_extensions import NotRequired, TypeAlias, TypedDict

${body}

__all__ = [
${types
  .names()
  .sort()
  .map((n) => `    ${q(n)},`)
  .join('\n')}
]
`;
}

export async function renderPython(root, spec) {
  const pkg = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));
  return renderPythonFrom(spec, pkg.version);
}

/** The Python tree (file name → text) for a document and a package version. */
export function renderPythonFrom(spec, version) {
  const model = buildModel(spec);
  const ops = pythonOperations(spec, model);
  const types = new PyTypes(spec);
  const files = new Map();
  files.set(
    '__init__.py',
    `${PY_HEADER}"""Code generated from openapi.json; the hand-written runtime imports it."""\n`,
  );
  files.set(
    'version.py',
    `${PY_HEADER}VERSION = ${q(version)}\n"""The package version: package.json's, one version for both clients."""\n`,
  );
  files.set('operations.py', emitOperations(model, ops));
  files.set('plans.py', emitPlans(spec));
  files.set('jobs.py', `${PY_HEADER}${emitPythonJobs(model)}`);
  files.set('error_classes.py', `${PY_HEADER}${emitPythonErrorClasses(spec)}`);
  files.set('policy.py', `${PY_HEADER}${emitPythonPolicy(readPolicy(spec))}`);
  files.set('validation.py', `${PY_HEADER}${emitPythonValidation(spec)}`);
  files.set('rows.py', emitRowsPython(spec, model));
  // Named schemas first (the resources import them); the resources' inline request objects join them.
  for (const [name, schema] of Object.entries(spec.components?.schemas ?? {})) types.named(name, schema);
  const syncText = emitResources(spec, model, ops, types, false);
  const asyncText = emitResources(spec, model, ops, types, true);
  files.set('types.py', emitTypes(ops, types));
  files.set('sync_resources.py', syncText);
  files.set('async_resources.py', asyncText);
  files.set('namespaces.py', emitNamespaces(model));
  return files;
}

async function listFiles(dir, prefix = '') {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const rel = `${prefix}${entry.name}`;
    if (entry.name === '__pycache__') continue;
    if (entry.isDirectory()) out.push(...(await listFiles(path.join(dir, entry.name), `${rel}/`)));
    else out.push(rel);
  }
  return out;
}

/** Writes python/src/sports_data/_generated from the document `spec`, or (check) lists how it differs. */
export async function generatePython(root, check, spec) {
  const files = await renderPython(root, spec);
  const rel = 'python/src/sports_data/_generated';
  const outDir = path.join(root, rel);
  const existing = await listFiles(outDir);
  const problems = [];
  for (const [name, text] of files) {
    const current = await readFile(path.join(outDir, name), 'utf8').catch(() => undefined);
    if (check) {
      if (current === undefined) problems.push(`missing: ${rel}/${name}`);
      else if (current !== text) problems.push(`stale or hand-edited: ${rel}/${name}`);
    } else if (current !== text) {
      await mkdir(path.dirname(path.join(outDir, name)), { recursive: true });
      await writeFile(path.join(outDir, name), text);
    }
  }
  for (const name of existing) {
    if (files.has(name)) continue;
    if (check) problems.push(`not made by the generator: ${rel}/${name}`);
    else await rm(path.join(outDir, name));
  }
  if (problems.length) {
    console.error(
      `${rel} does not match openapi.json:\n  ${problems.join('\n  ')}\nRun \`npm run generate\`.`,
    );
    process.exit(1);
  }
  console.log(
    check ? `${rel} is up to date (${files.size} files).` : `Generated ${files.size} Python files in ${rel}.`,
  );
}
