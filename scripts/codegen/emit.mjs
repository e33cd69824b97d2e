/** Turns the operation model into source files (path → text). */
import { className } from './naming.mjs';

export const HEADER =
  '// Generated from openapi.json by scripts/generate.mjs. Do not edit: change openapi.json or the generator, then run `npm run generate`.\n';

const q = (value) => JSON.stringify(value);

export function emitOperations(model) {
  // One line an operation: the table reads as a table, a row of facts per operation.
  const rows = model.operations.map(
    (op) =>
      `  ${op.id}: { id: ${q(op.id)}, method: ${q(op.method)}, path: ${q(op.path)}, namespace: ${q(op.namespace)}, ` +
      `methodName: ${q(op.methodName)}, billing: ${q(op.billing)}, auth: ${op.auth}, pathParams: ${q(op.pathParams)}, ` +
      `input: ${q(op.input)}, idempotent: ${op.idempotent} },`,
  );
  return `${HEADER}import type { OperationSpec } from '../internal/operation.js';

/** The default base URL: \`servers[0].url\` of openapi.json. */
export const DEFAULT_BASE_URL = ${q(model.server)};

/** Every operation of the service, keyed by operationId. */
export const operations = {
${rows.join('\n')}
} as const satisfies Record<string, OperationSpec>;

export type OperationId = keyof typeof operations;
`;
}

/** The first `x-stat-keys` map (sport → stat keys) in the schemas, if any. */
function findStatKeys(node) {
  if (!node || typeof node !== 'object') return undefined;
  if (node['x-stat-keys'] && typeof node['x-stat-keys'] === 'object') return node['x-stat-keys'];
  for (const value of Object.values(node)) {
    const found = findStatKeys(value);
    if (found) return found;
  }
  return undefined;
}

/** A doc comment from description text (main text, not an `@description` tag). */
function doc(text, indent = '') {
  const lines = text.trim().replace(/\*\//g, '*\\/').split('\n');
  if (lines.length === 1) return `${indent}/** ${lines[0]} */`;
  return [`${indent}/**`, ...lines.map((l) => (l ? `${indent} * ${l}` : `${indent} *`)), `${indent} */`].join(
    '\n',
  );
}

/** Object schemas become interfaces (hovers and the API reference then say `Player`); the rest aliases. */
function isObjectSchema(schema) {
  return (
    !schema.oneOf && !schema.anyOf && (schema.type === 'object' || !!schema.properties || !!schema.allOf)
  );
}

export function emitAliases(model, schemas) {
  const lines = Object.entries(schemas).map(([name, schema]) => {
    const comment = schema.description ? `${doc(schema.description)}\n` : '';
    if (isObjectSchema(schema)) return `${comment}export interface ${name} extends Schema<${q(name)}> {}`;
    // A union of named schemas spelt out here, so that a hover says `QueryRun`, not its variants.
    const variants = (schema.oneOf ?? []).map(
      (s) => /^#\/components\/schemas\/([A-Za-z0-9_]+)$/.exec(s.$ref ?? '')?.[1],
    );
    if (variants.length > 0 && variants.every((v) => v !== undefined))
      return `${comment}export type ${name} = ${variants.join(' | ')};`;
    const known = schema['x-extensible-enum'];
    const closed = Array.isArray(known)
      ? `\n/** The values of \`${name}\` this version of the SDK knows (the service may send others). */\nexport type Known${name} = ${known.map((v) => q(v)).join(' | ')};`
      : '';
    return `${comment}export type ${name} = components['schemas'][${q(name)}];${closed}`;
  });
  const statKeys = findStatKeys(schemas);
  const statTypes = statKeys
    ? [
        `/** The stat keys per sport that openapi.json lists (\`FilterCatalog.sort_keys\`); the service may add keys and sports. */
export interface KnownStatKeys {
${Object.entries(statKeys)
  .map(([sport, keys]) => `  ${sport}: ${keys.map((k) => q(k)).join(' | ')};`)
  .join('\n')}
}

/** A stat key of sport \`S\`: the keys listed for it (every listed key for another sport), or any other string. */
export type StatKey<S extends string = string> =
  | (S extends keyof KnownStatKeys ? KnownStatKeys[S] : KnownStatKeys[keyof KnownStatKeys])
  | (string & {});`,
        ...model.operations
          .filter((op) => op.statKeyed)
          .map(({ bodyType, statKeyed: k }) => {
            const field = `  /** ${k.description.replace(/\*\//g, '')} */\n  ${k.field}?: StatKey<S> | undefined;`;
            const by = `  /** ${k.byDescription.replace(/\*\//g, '')} */\n  ${k.by}${k.byRequired ? '' : '?'}: S;`;
            return `/** \`${bodyType}\` whose \`${k.field}\` completes the stat keys of its \`${k.by}\`. */
export type ${bodyType}For<S extends ${bodyType}[${q(k.by)}]> = Omit<${bodyType}, ${q(k.by)} | ${q(k.field)}> & {
${by}
${field}
};`;
          }),
      ]
    : [];
  const params = model.operations
    .filter((op) => op.queryTypeName)
    .map(
      (op) =>
        `/** Query parameters of \`${op.namespace}.${op.methodName}\`. */\nexport interface ${op.queryTypeName} extends NonNullable<operations[${q(op.id)}]['parameters']['query']> {}`,
    );
  return `${HEADER}import type { components, operations } from './schema.js';

/** An interface can extend a generic reference but not an indexed access type. */
type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

${lines.join('\n\n')}

${[...statTypes, ...params].join('\n\n')}
`;
}

const argName = (name) => (name === 'run_id' ? 'runId' : name);

function docComment(op, inputType) {
  const text = [op.summary.trim()];
  if (op.description.trim()) text.push('', ...op.description.trim().split('\n'));
  if (op.billing === 'usage')
    text.push('', 'Usage-billed: the SDK sends it once and never retries it on its own.');
  if (op.paged)
    text.push('', 'Returns the first page; `for await` over the result reads every item of every page.');
  text.push('', `\`${op.method} ${op.path}\` (operationId \`${op.id}\`)`, '');
  op.pathParams.forEach((name, i) => {
    text.push(
      `@param ${argName(name)} - ${oneLine(op.pathParamDocs[i]) || `The \`${name}\` path parameter.`}`,
    );
  });
  if (inputType) {
    const what = op.input === 'body' ? 'The request body' : 'Query parameters';
    const extra = op.input === 'body' && op.bodyDescription ? `: ${oneLine(op.bodyDescription)}` : '.';
    text.push(`@param ${op.input === 'body' ? 'body' : 'query'} - ${what} (\`${inputType}\`)${extra}`);
  }
  text.push(
    '@param options - Per-call options: `signal`, `timeout`, `maxRetries`, `headers`, `idempotencyKey`, `fetchOptions`.',
  );
  text.push(
    op.paged
      ? `@returns The first page of \`${op.itemType}\` items (\`await\` it), also async-iterable over every item of every page.`
      : `@returns The \`${op.responseType}\`${op.responseDescription ? ` (${oneLine(op.responseDescription).replace(/\.$/, '')})` : ''}; \`.withResponse()\` adds the raw Response and its meta.`,
  );
  for (const e of op.errors) {
    const codes = e.codes.length ? `: ${e.codes.map((c) => `\`${c}\``).join(', ')}` : '';
    text.push(`@throws {@link ${e.className}} ${e.statuses.join(', ')}${codes}.`);
  }
  text.push(
    '@throws {@link APIConnectionError} No answer (connection refused or reset, DNS, TLS), or {@link APIConnectionTimeoutError} after `timeout`.',
  );
  text.push('@throws {@link InvalidArgumentError} A bad argument, refused before anything is sent.');
  if (op.deprecated) text.push('', '@deprecated');
  return ['  /**', ...text.map((l) => (l ? `   * ${l.replace(/\*\//g, '*\\/')}` : '   *')), '   */'].join(
    '\n',
  );
}

const oneLine = (text) => text.trim().split('\n')[0].trim();

function signature(op) {
  const args = op.pathParams.map((name) => `${argName(name)}: string`);
  const pathArgs = op.pathParams.map(argName);
  const inputType = op.bodyType ?? op.queryTypeName;
  const inputName = op.input === 'body' ? 'body' : 'query';
  const argType = op.statKeyed ? `${op.bodyType}For<S>` : inputType;
  if (inputType) args.push(`${inputName}${op.inputRequired ? '' : '?'}: ${argType}`);
  const generic = op.statKeyed ? `<S extends ${op.bodyType}[${q(op.statKeyed.by)}]>` : '';
  args.push(`options?: ${op.paged ? 'ListRequestOptions' : 'RequestOptions'}`);
  const pathExpr = pathArgs.length ? `[${pathArgs.join(', ')}]` : 'undefined';
  const inputExpr = inputType ? inputName : 'undefined';
  return {
    args: args.join(', '),
    call: `operations.${op.id}, ${pathExpr}, ${inputExpr}, options`,
    inputType,
    generic,
  };
}

export function emitResource(model, namespace) {
  const ops = model.operations.filter((op) => op.namespace === namespace);
  const types = new Set();
  const methods = ops.map((op) => {
    const { args, call, inputType, generic } = signature(op);
    for (const t of [op.bodyType, op.queryTypeName, op.paged ? op.itemType : op.responseType])
      if (t) types.add(t);
    if (op.statKeyed) types.add(`${op.bodyType}For`);
    const body = op.paged
      ? `  ${op.methodName}${generic}(${args}): PagePromise<${op.itemType}> {\n    return this._core.list<${op.itemType}>(${call});\n  }`
      : `  ${op.methodName}${generic}(${args}): APIPromise<${op.responseType}> {\n    return this._core.call<${op.responseType}>(${call});\n  }`;
    return `${docComment(op, inputType)}\n${body}`;
  });
  const hasList = ops.some((op) => op.paged);
  const hasCall = ops.some((op) => !op.paged);
  const imports = [
    `import { APIResource } from '../../core/resource.js';`,
    hasCall ? `import type { APIPromise } from '../../core/api-promise.js';` : '',
    hasList ? `import type { PagePromise } from '../../core/pagination.js';` : '',
    `import type { ${[hasList && 'ListRequestOptions', hasCall && 'RequestOptions'].filter(Boolean).join(', ')} } from '../../core/request-options.js';`,
    // For the {@link} tags of the doc comments only.
    `import type { ${[...new Set(['APIConnectionError', 'APIConnectionTimeoutError', 'InvalidArgumentError', ...ops.flatMap((op) => op.errors.map((e) => e.className))])].sort().join(', ')} } from '../../core/errors.js';`,
    `import type { ${[...types].sort().join(', ')} } from '../aliases.js';`,
    `import { operations } from '../operations.js';`,
  ].filter(Boolean);
  return `${HEADER}${imports.join('\n')}

${doc(`The \`${namespace}\` namespace of the Sports Data API: ${model.tagDescriptions[namespace] ?? ''}`.trim())}
export class ${className(namespace)} extends APIResource {
${methods.join('\n\n')}
}
`;
}

export function emitResourceIndex(model) {
  return `${HEADER}${model.namespaces.map((ns) => `export { ${className(ns)} } from './${ns}.js';`).join('\n')}\n`;
}

/**
 * The client's namespace fields, one per tag, in the document's order. A namespace with a
 * hand-written helper class (in src/lib, extending the generated one) uses that class instead.
 */
export function emitNamespaces(model, helpers) {
  const cls = (ns) => helpers[ns]?.className ?? className(ns);
  const generated = model.namespaces.filter((ns) => !helpers[ns]).map(className);
  const imports = [
    `import type { APICore } from '../core/api-core.js';`,
    ...model.namespaces
      .filter((ns) => helpers[ns])
      .map((ns) => `import { ${helpers[ns].className} } from '${helpers[ns].from}';`),
    `import { ${generated.join(', ')} } from './resources/index.js';`,
  ];
  const fields = model.namespaces.map(
    (ns) =>
      `${doc(model.tagDescriptions[ns] ?? `The \`${ns}\` namespace.`, '  ')}\n  readonly ${ns}: ${cls(ns)};`,
  );
  const assigns = model.namespaces.map((ns) => `    this.${ns} = new ${cls(ns)}(core);`);
  return `${HEADER}${imports.join('\n')}

/** The API's namespaces (one per tag of openapi.json); \`SportsData\` extends this. */
export abstract class ClientNamespaces {
${fields.join('\n')}

  protected constructor(core: APICore) {
${assigns.join('\n')}
  }
}
`;
}
