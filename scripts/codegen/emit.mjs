/** Turns the operation model into source files (path → text). */
import { className } from './naming.mjs';

export const HEADER =
  '// Generated from openapi.json by scripts/generate.mjs. Do not edit: change openapi.json or the generator, then run `npm run generate`.\n';

const q = (value) => JSON.stringify(value);

export function emitOperations(model) {
  const rows = model.operations.map((op) =>
    [
      `  ${op.id}: {`,
      `    id: ${q(op.id)},`,
      `    method: ${q(op.method)},`,
      `    path: ${q(op.path)},`,
      `    namespace: ${q(op.namespace)},`,
      `    methodName: ${q(op.methodName)},`,
      `    billing: ${q(op.billing)},`,
      `    auth: ${op.auth},`,
      `    pathParams: ${q(op.pathParams)},`,
      `    input: ${q(op.input)},`,
      `    idempotent: ${op.idempotent},`,
      `    cursorIn: ${q(op.cursorIn)},`,
      '  },',
    ].join('\n'),
  );
  return `${HEADER}import type { OperationSpec } from '../core/operation.js';

/** The default base URL: \`servers[0].url\` of openapi.json. */
export const DEFAULT_BASE_URL = ${q(model.server)};

/** Every operation of the service, keyed by operationId. */
export const operations = {
${rows.join('\n')}
} as const satisfies Record<string, OperationSpec>;

export type OperationId = keyof typeof operations;
`;
}

export function emitAliases(model, schemaNames) {
  const lines = schemaNames.map((name) => `export type ${name} = components['schemas'][${q(name)}];`);
  const params = model.operations
    .filter((op) => op.queryTypeName)
    .map(
      (op) =>
        `/** Query parameters of \`${op.namespace}.${op.methodName}\`. */\nexport type ${op.queryTypeName} = NonNullable<operations[${q(op.id)}]['parameters']['query']>;`,
    );
  return `${HEADER}import type { components, operations } from './schema.js';

${lines.join('\n')}

/** The error codes the service documents (an APIError's \`code\` may also be a newer string). */
export type KnownErrorCode = components['schemas']['ErrorCode'];

${params.join('\n')}
`;
}

function docComment(op) {
  const text = [op.summary.trim()];
  if (op.description.trim()) text.push('', ...op.description.trim().split('\n'));
  if (op.billing === 'usage')
    text.push('', 'Usage-billed: the SDK sends it once and never retries it on its own.');
  if (op.cursorIn)
    text.push('', 'Returns the first page; `for await` over the result reads every item of every page.');
  text.push('', `\`${op.method} ${op.path}\` (operationId \`${op.id}\`)`);
  if (op.deprecated) text.push('', '@deprecated');
  return ['  /**', ...text.map((l) => (l ? `   * ${l.replace(/\*\//g, '*\\/')}` : '   *')), '   */'].join(
    '\n',
  );
}

function signature(op) {
  const args = op.pathParams.map((name) => `${name === 'run_id' ? 'runId' : name}: string`);
  const pathArgs = op.pathParams.map((name) => (name === 'run_id' ? 'runId' : name));
  const inputType = op.bodyType ?? op.queryTypeName;
  const inputName = op.input === 'body' ? 'body' : 'query';
  if (inputType) args.push(`${inputName}${op.inputRequired ? '' : '?'}: ${inputType}`);
  args.push(`options?: ${op.cursorIn ? 'ListRequestOptions' : 'RequestOptions'}`);
  const pathExpr = pathArgs.length ? `[${pathArgs.join(', ')}]` : 'undefined';
  const inputExpr = inputType ? inputName : 'undefined';
  return { args: args.join(', '), call: `operations.${op.id}, ${pathExpr}, ${inputExpr}, options` };
}

export function emitResource(model, namespace) {
  const ops = model.operations.filter((op) => op.namespace === namespace);
  const types = new Set();
  const methods = ops.map((op) => {
    const { args, call } = signature(op);
    for (const t of [op.bodyType, op.queryTypeName, op.cursorIn ? op.itemType : op.responseType])
      if (t) types.add(t);
    const body = op.cursorIn
      ? `  ${op.methodName}(${args}): PagePromise<${op.itemType}> {\n    return this._core.list<${op.itemType}>(${call});\n  }`
      : `  ${op.methodName}(${args}): APIPromise<${op.responseType}> {\n    return this._core.call<${op.responseType}>(${call});\n  }`;
    return `${docComment(op)}\n${body}`;
  });
  const hasList = ops.some((op) => op.cursorIn);
  const hasCall = ops.some((op) => !op.cursorIn);
  const imports = [
    `import type { APICore } from '../../core/api-core.js';`,
    hasCall ? `import type { APIPromise } from '../../core/api-promise.js';` : '',
    hasList ? `import type { PagePromise } from '../../core/pagination.js';` : '',
    `import type { ${[hasList && 'ListRequestOptions', hasCall && 'RequestOptions'].filter(Boolean).join(', ')} } from '../../core/request-options.js';`,
    `import type { ${[...types].sort().join(', ')} } from '../aliases.js';`,
    `import { operations } from '../operations.js';`,
  ].filter(Boolean);
  return `${HEADER}${imports.join('\n')}

/** The \`${namespace}\` namespace of the Sports Data API. */
export class ${className(namespace)} {
  protected readonly _core: APICore;

  constructor(core: APICore) {
    this._core = core;
  }

${methods.join('\n\n')}
}
`;
}

export function emitResourceIndex(model) {
  return `${HEADER}${model.namespaces.map((ns) => `export { ${className(ns)} } from './${ns}.js';`).join('\n')}\n`;
}
