/**
 * The second emitter: openapi.json → python/src/sports_data/_generated/, from the same operation
 * model as the TypeScript tree (model.mjs) and the same naming rule, in snake_case. Writes (or with
 * `check`, compares) the whole tree; generate.mjs calls it once.
 */
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { emitPythonErrorClasses } from './error-classes.mjs';
import { emitPythonJobs } from './jobs.mjs';
import { buildModel, resolveRef } from './model.mjs';
import { pascal } from './naming.mjs';
import { PyTypes, checkIdentifier, docstring, pyLiteral } from './python-types.mjs';

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

/** The keyword-only fields of a method: its query parameters or its body's properties. */
function inputFields(spec, types, op) {
  const owner = `${pascal(op.namespace)}${pascal(op.methodName)}`;
  let fields = [];
  if (op.input === 'query') {
    fields = op.query.map((p) => ({
      name: p.name,
      type: types.typeOf(p.schema ?? {}, `${owner}${pascal(p.name)}`),
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

function signature(op, fields) {
  const args = ['self', ...op.pyPathParams.map((p) => `${p.name}: str`), '*'];
  for (const f of fields.filter((f) => f.required)) args.push(`${f.name}: ${f.type}`);
  for (const f of fields.filter((f) => !f.required)) args.push(`${f.name}: ${f.type} | None = None`);
  args.push(
    'timeout: float | None = None',
    'max_retries: int | None = None',
    'extra_headers: Mapping[str, str] | None = None',
  );
  if (op.idempotent) args.push('idempotency_key: str | None = None');
  return args.map((a) => `        ${a},\n`).join('');
}

function methodDoc(op, fields) {
  const lines = [op.summary, '', op.description];
  const args = [
    ...op.pyPathParams.map((p) => `${p.name}: ${p.description}`),
    ...fields.map((f) => `${f.name}: ${f.description.split('\n')[0]}`),
  ];
  if (args.length) lines.push('', 'Args:', ...args.map((a) => `    ${a}`));
  return docstring(lines.join('\n'), '        ');
}

/** The runtime answers plain JSON (`Any`): the method's annotation says what it is. */
const typed = (type, expression) =>
  /^(SyncPage|AsyncPage|AsyncPageRequest|APIResponse)\[/.test(type)
    ? expression
    : `cast(${q(type)}, ${expression})`;

/** One resource class; `mode` is sync, async, sync-raw or async-raw. */
function resourceClass(op0, ops, fieldsOf, mode, description, job) {
  const isAsync = mode.startsWith('async');
  const raw = mode.endsWith('raw');
  const base = `${isAsync ? 'Async' : ''}${pascal(op0.namespace)}`;
  const name = raw ? `${base}WithResponse` : base;
  const out = [`class ${name}(${isAsync ? 'AsyncResource' : 'SyncResource'}):\n`];
  out.push(
    docstring(
      raw
        ? `The ${op0.namespace} methods, each answering an APIResponse (data, the httpx response, meta).`
        : description,
      '    ',
    ),
  );
  if (!raw) {
    out.push(
      job ? `\n    _job_states = _jobs.${job.namespace}\n` : '',
      `\n    @property\n    def with_response(self) -> ${base}WithResponse:\n        """The same methods, each answering an APIResponse: data, the httpx response and its meta."""\n        return ${base}WithResponse(self._runtime)\n`,
    );
  }
  for (const op of ops) {
    const fields = fieldsOf(op);
    const item = op.itemType;
    let result;
    if (op.paged)
      result =
        isAsync && !raw ? `AsyncPageRequest[${item}]` : `${isAsync ? 'AsyncPage' : 'SyncPage'}[${item}]`;
    else result = op.responseType;
    if (raw) result = `APIResponse[${result}]`;
    const defKw = isAsync && (raw || !op.paged) ? 'async def' : 'def';
    const call = op.paged ? (raw ? '_list_raw' : '_list') : raw ? '_call_raw' : '_call';
    const awaitKw = isAsync && (raw || !op.paged) ? 'await ' : '';
    const pathArgs = `{${op.pyPathParams.map((p) => `${q(p.name)}: ${p.name}`).join(', ')}}`;
    const input =
      op.input === 'none' ? 'None' : `{${fields.map((f) => `${q(f.name)}: ${f.name}`).join(', ')}}`;
    const options = `CallOptions(timeout=timeout, max_retries=max_retries, extra_headers=extra_headers${op.idempotent ? ', idempotency_key=idempotency_key' : ''})`;
    out.push(
      `\n    ${defKw} ${op.py}(\n${signature(op, fields)}    ) -> ${result}:\n${methodDoc(op, fields)}        return ${typed(result, `${awaitKw}self.${call}(_ops.${op.id}, ${pathArgs}, ${input}, ${options})`)}\n`,
    );
  }
  if (job && !raw) out.push(pollMethods(ops, fieldsOf, job, isAsync));
  return out.join('');
}

/** `create_and_poll` and `poll` of a namespace whose create starts a job: the create's fields, then the wait's. */
function pollMethods(ops, fieldsOf, poll, isAsync) {
  const create = ops.find((o) => o.id === poll.create) ?? fail(`${poll.create} is not in its namespace`);
  const get = ops.find((o) => o.id === poll.get) ?? fail(`${poll.get} is not in its namespace`);
  if (create.input !== 'body' || !create.idempotent || get.pyPathParams.length !== 1)
    fail(`${create.id}/${get.id} do not have the shape create_and_poll expects`);
  const fields = fieldsOf(create);
  const id = get.pyPathParams[0].name;
  const wait = [
    'poll_interval: float | None = None',
    'timeout: float | None = None',
    ...(isAsync ? [] : ['cancel: threading.Event | None = None']),
    'on_poll: Callable[[Any], None] | None = None',
  ];
  const waitArgs = `poll_interval=poll_interval, timeout=timeout, ${isAsync ? '' : 'cancel=cancel, '}on_poll=on_poll`;
  const args = [
    'self',
    '*',
    ...fields.filter((f) => f.required).map((f) => `${f.name}: ${f.type}`),
    ...fields.filter((f) => !f.required).map((f) => `${f.name}: ${f.type} | None = None`),
    'idempotency_key: str | None = None',
    ...wait,
  ];
  const def = isAsync ? 'async def' : 'def';
  const aw = isAsync ? 'await ' : '';
  const waitDoc = `poll_interval: seconds between polls when the service sends no X-Poll-After-Ms (default 1; never under 0.1).
    timeout: seconds to wait in all (default 600), then PollTimeoutError; never fires early.${isAsync ? '' : '\n    cancel: a threading.Event; once set, waiting stops with APIUserAbortError (the job goes on).'}
    on_poll: called with every state the service returns, to show progress.`;
  const body = `{${fields.map((f) => `${q(f.name)}: ${f.name}`).join(', ')}}`;
  return `
    ${def} create_and_poll(
${args.map((a) => `        ${a},\n`).join('')}    ) -> ${poll.result}:
${docstring(
  `${create.summary}, then wait until it finishes (a failed one raises JobFailedError).

The create is usage-billed and sent once, never retried; idempotency_key makes your own retry safe.
The polls are free reads, retried like any read.

Args:
${fields.map((f) => `    ${f.name}: ${f.description.split('\n')[0]}`).join('\n')}
    idempotency_key: sent with the create call only.
    ${waitDoc}`,
  '        ',
)}        return ${typed(poll.result, `${aw}self._create_and_poll(_ops.${create.id}, _ops.${get.id}, ${body}, idempotency_key=idempotency_key, ${waitArgs})`)}

    ${def} poll(
        self,
        ${id}: str,
        *,
${wait.map((a) => `        ${a},\n`).join('')}    ) -> ${poll.result}:
${docstring(
  `Wait for one created earlier until it finishes (or raise as create_and_poll does).

Args:
    ${id}: ${get.pyPathParams[0].description}
    ${waitDoc}`,
  '        ',
)}        return ${typed(poll.result, `${aw}self._poll(_ops.${get.id}, ${id}, ${waitArgs})`)}
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
  const classes = [];
  for (const ns of model.namespaces) {
    const nsOps = ops.filter((o) => o.namespace === ns);
    const modes = isAsync ? ['async-raw', 'async'] : ['sync-raw', 'sync'];
    for (const mode of modes)
      classes.push(
        resourceClass(
          nsOps[0],
          nsOps,
          fieldsOf,
          mode,
          model.tagDescriptions[ns] ?? '',
          model.jobs.find((j) => j.namespace === ns),
        ),
      );
  }
  const page = isAsync ? 'AsyncPage, AsyncPageRequest' : 'SyncPage';
  const text = classes.join('\n\n');
  // Names in code only: a docstring mentioning a type must not import it.
  const code = text.replace(/"""[\s\S]*?"""/g, '');
  const used = types.names().filter((n) => new RegExp(`\\b${n}\\b`).test(code));
  const typing = ['Literal'].filter((n) => code.includes(`${n}[`));
  return `${PY_HEADER}"""The ${isAsync ? 'asynchronous' : 'synchronous'} resource classes, one per namespace (tag) of openapi.json."""

from __future__ import annotations

${isAsync ? '' : 'import threading\n'}from typing import ${['Any', 'Callable', 'Mapping', 'cast', ...typing]
    .filter((n, i, all) => all.indexOf(n) === i)
    .sort()
    .join(', ')}

from .._options import CallOptions
from .._pagination import ${page}
from .._resource import ${isAsync ? 'AsyncResource' : 'SyncResource'}
from .._response import APIResponse
${model.jobs.length ? 'from . import jobs as _jobs\n' : ''}from . import operations as _ops
from .types import (
${used.map((n) => `    ${n},`).join('\n')}
)

__all__ = [${model.namespaces.map((ns) => `${q(`${isAsync ? 'Async' : ''}${pascal(ns)}`)}`).join(', ')}]


${text}`;
}

function emitNamespaces(model) {
  const imports = [];
  const sync = [];
  const asyncLines = [];
  for (const ns of model.namespaces) {
    checkIdentifier(ns, 'namespace');
    const helper = HELPERS[ns];
    const syncClass = helper ? helper.sync : pascal(ns);
    const asyncClass = helper ? helper.async : `Async${pascal(ns)}`;
    if (helper) imports.push(`from ${helper.module} import ${helper.async}, ${helper.sync}`);
    sync.push(
      `        self.${ns}: ${syncClass} = ${syncClass}(runtime)\n${docstring(model.tagDescriptions[ns] ?? '', '        ')}`,
    );
    asyncLines.push(
      `        self.${ns}: ${asyncClass} = ${asyncClass}(runtime)\n${docstring(model.tagDescriptions[ns] ?? '', '        ')}`,
    );
  }
  const plain = model.namespaces.filter((ns) => !HELPERS[ns]);
  return `${PY_HEADER}"""The client's namespaces: one attribute per tag of openapi.json."""

from __future__ import annotations

from .._resource import AsyncRuntime, SyncRuntime
${imports.join('\n')}
from .async_resources import ${plain.map((ns) => `Async${pascal(ns)}`).join(', ')}
from .sync_resources import ${plain.map((ns) => pascal(ns)).join(', ')}


class SyncNamespaces:
    """The namespaces of \`SportsData\`."""

    def __init__(self, runtime: SyncRuntime) -> None:
${sync.join('')}

class AsyncNamespaces:
    """The namespaces of \`AsyncSportsData\`."""

    def __init__(self, runtime: AsyncRuntime) -> None:
${asyncLines.join('')}`;
}

function emitOperations(model, ops) {
  const rows = ops.map(
    (op) =>
      `${op.id} = Operation(\n    id=${q(op.id)},\n    method=${q(op.method)},\n    path=${q(op.path)},\n    label=${q(`${op.namespace}.${op.py}`)},\n    billing=${q(op.billing)},\n    auth=${op.auth ? 'True' : 'False'},\n    path_params=(${op.pyPathParams.map((p) => `PathParam(${q(p.name)}, ${q(p.pattern)})`).join(', ')}${op.pyPathParams.length === 1 ? ',' : ''}),\n    input=${q(op.input)},\n    paged=${op.paged ? 'True' : 'False'},\n    idempotent=${op.idempotent ? 'True' : 'False'},\n)`,
  );
  return `${PY_HEADER}"""Every operation of the service (the table the runtime sends by), keyed by operationId."""

from __future__ import annotations

from .._operation import Operation, PathParam

DEFAULT_BASE_URL = ${q(model.server)}
"""The default base URL: \`servers[0].url\` of openapi.json."""

${rows.join('\n\n')}

OPERATIONS: dict[str, Operation] = {
${ops.map((op) => `    ${q(op.id)}: ${op.id},`).join('\n')}
}
`;
}

function emitPlans(spec) {
  const plans = spec['x-plans']?.plans;
  if (!plans || typeof plans !== 'object') throw new Error('openapi.json: x-plans.plans is missing');
  const py = pyLiteral;
  const rows = Object.entries(plans).map(
    ([name, row]) =>
      `    ${q(name)}: PlanLimits(${[
        'readsPerMinute',
        'monthlyQuota',
        'alertCount',
        'includedUsageUsd',
        'exportRowCap',
        'portalAndAlertsBilled',
      ]
        .map((f) => `${snake(f)}=${py(row[f])}`)
        .join(', ')}),`,
  );
  return `${PY_HEADER}"""The plan table (\`x-plans\` of openapi.json), keyed by the value of \`X-Service-Plan\`."""

from __future__ import annotations

from typing import NamedTuple


class PlanLimits(NamedTuple):
    """One row of the plan table."""

    reads_per_minute: int
    monthly_quota: int | None
    alert_count: int
    included_usage_usd: float
    export_row_cap: int | None
    portal_and_alerts_billed: bool


PLAN_LIMITS: dict[str, PlanLimits] = {
${rows.join('\n')}
}

LOWEST_READS_PER_MINUTE = ${Math.min(...Object.values(plans).map((p) => p.readsPerMinute))}
`;
}

function emitTypes(ops, types) {
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
    types.objectClass(schema, name);
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

export async function renderPython(root) {
  const spec = JSON.parse(await readFile(path.join(root, 'openapi.json'), 'utf8'));
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
  files.set('error_classes.py', `${PY_HEADER}${emitPythonErrorClasses()}`);
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

/** Writes python/src/sports_data/_generated, or (check) lists how it differs; returns the problems. */
export async function generatePython(root, check) {
  const files = await renderPython(root);
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
