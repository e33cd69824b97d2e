/**
 * Validates real responses against openapi.json with an independent validator (ajv, JSON Schema
 * 2020-12 as OpenAPI 3.1 uses), so the fake service and the document cannot drift apart.
 */
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { ValidateFunction } from 'ajv';

type Json = Record<string, unknown>;
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void;

const spec = JSON.parse(readFileSync(new URL('../../openapi.json', import.meta.url), 'utf8')) as Json;

const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
addFormats(ajv);
ajv.addSchema(spec, 'openapi.json');

function resolve(node: unknown): Json {
  let current = node as Json;
  while (current && typeof current.$ref === 'string') {
    const parts = (current.$ref as string).replace(/^#\//, '').split('/');
    current = parts.reduce<unknown>((obj, key) => (obj as Json)?.[key], spec) as Json;
  }
  return current;
}

interface Route {
  operationId: string;
  method: string;
  pattern: RegExp;
  operation: Json;
  /** Path, query and header parameters, resolved. */
  parameters: Json[];
}

const routes: Route[] = [];
for (const [path, item] of Object.entries(spec.paths as Json)) {
  for (const [method, operation] of Object.entries(item as Json)) {
    const op = operation as Json;
    if (typeof op?.operationId !== 'string') continue;
    const pattern = new RegExp(`^${path.replace(/\{[^}]+\}/g, '([^/]+)')}$`);
    const parameters = [
      ...(((item as Json).parameters as Json[]) ?? []),
      ...((op.parameters as Json[]) ?? []),
    ].map(resolve);
    routes.push({
      operationId: op.operationId,
      method: method.toUpperCase(),
      pattern,
      operation: op,
      parameters,
    });
  }
}
// Literal paths (/v1/players/search) must win over templated ones (/v1/players/{id}).
routes.sort(
  (a, b) =>
    b.pattern.source.replace(/\(\[\^\/\]\+\)/g, '').length -
    a.pattern.source.replace(/\(\[\^\/\]\+\)/g, '').length,
);

const validators = new Map<string, ValidateFunction>();
function validatorFor(pointer: string): ValidateFunction {
  let validate = validators.get(pointer);
  if (!validate) {
    const found = ajv.getSchema(`openapi.json#${pointer}`);
    if (!found) throw new Error(`no schema at ${pointer}`);
    validate = found;
    validators.set(pointer, validate);
  }
  return validate;
}

export interface Violation {
  operationId: string;
  status: number;
  problem: string;
}

/** A parameter's text as the JSON value its schema describes, so ajv checks the value, not the text. */
function typed(schema: Json, text: string): unknown {
  if (schema.type === 'integer' || schema.type === 'number')
    return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
  if (schema.type === 'boolean') return text === 'true' ? true : text === 'false' ? false : text;
  return text;
}

export class ConformanceRecorder {
  readonly violations: Violation[] = [];
  /** Requests the client sent that openapi.json would refuse: a generator bug the fake cannot see. */
  readonly requestViolations: Violation[] = [];
  readonly checked = new Map<string, number>();

  /**
   * Validates a request against the raw document (not the generated tables): path ids, query
   * parameters (declared, typed, within their limits, required ones present), headers and body.
   */
  async checkRequest(request: Request): Promise<void> {
    const url = new URL(request.url);
    const route = routes.find((r) => r.method === request.method && r.pattern.test(url.pathname));
    if (!route) return;
    const fail = (problem: string) =>
      this.requestViolations.push({ operationId: route.operationId, status: 0, problem });
    const check = (where: string, schema: Json, value: unknown) => {
      if (!ajv.validate(schema, value))
        fail(`${where}=${JSON.stringify(value)}: ${ajv.errorsText(ajv.errors)}`);
    };
    const ids = route.pattern.exec(url.pathname)?.slice(1) ?? [];
    const pathParams = route.parameters.filter((p) => p.in === 'path');
    for (const [i, p] of pathParams.entries())
      check(`path ${p.name}`, resolve(p.schema), decodeURIComponent(ids[i] ?? ''));
    const query = route.parameters.filter((p) => p.in === 'query');
    for (const [name, value] of url.searchParams) {
      const declared = query.find((p) => p.name === name);
      if (!declared) fail(`query parameter ${name} is not declared`);
      else check(`query ${name}`, resolve(declared.schema), typed(resolve(declared.schema), value));
    }
    for (const p of query)
      if (p.required === true && !url.searchParams.has(p.name as string)) fail(`query ${p.name} is required`);
    for (const p of route.parameters.filter((x) => x.in === 'header')) {
      const value = request.headers.get(p.name as string);
      if (value !== null) check(`header ${p.name}`, resolve(p.schema), value);
    }
    const text = request.body ? await request.text() : '';
    const body = route.operation.requestBody ? resolve(route.operation.requestBody) : undefined;
    if (!body) {
      if (text !== '') fail('a body was sent to an operation that takes none');
      return;
    }
    if (text === '') {
      if (body.required === true) fail('the required body is missing');
      return;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return void fail('the body is not JSON');
    }
    const media = (body.content as Json)['application/json'] as Json;
    const ref = (media.schema as Json).$ref as string;
    const validate = validatorFor(ref.replace(/^#/, ''));
    if (!validate(parsed)) fail(`body: ${ajv.errorsText(validate.errors)} in ${text.slice(0, 300)}`);
  }

  /** A `fetch` that validates each request and API response it passes through (bodies are read from clones). */
  wrap(inner: typeof fetch = globalThis.fetch): typeof fetch {
    return async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      await this.checkRequest(request.clone());
      const response = await inner(input, init);
      await this.check(request.method, new URL(request.url).pathname, response.clone());
      return response;
    };
  }

  async check(method: string, pathname: string, response: Response): Promise<void> {
    const route = routes.find((r) => r.method === method && r.pattern.test(pathname));
    if (!route) return; // not an API path (export files live on another origin)
    const id = route.operationId;
    this.checked.set(id, (this.checked.get(id) ?? 0) + 1);
    const fail = (problem: string) =>
      this.violations.push({ operationId: id, status: response.status, problem });

    const responses = route.operation.responses as Json;
    const declared = responses[String(response.status)];
    if (!declared) {
      fail(`status ${response.status} is not declared for ${id}`);
      return;
    }
    const spec = resolve(declared);
    for (const [name, header] of Object.entries((spec.headers ?? {}) as Json)) {
      const value = response.headers.get(name);
      const h = resolve(header);
      if (value === null) {
        if (h.required === true) fail(`missing header ${name}`);
        continue;
      }
      const schema = resolve(h.schema);
      const typed = schema.type === 'integer' || schema.type === 'number' ? Number(value) : value;
      const ok = ajv.validate(schema, typed);
      if (!ok) fail(`header ${name}=${value}: ${ajv.errorsText(ajv.errors)}`);
    }
    const contentType = response.headers.get('content-type') ?? '';
    const media = (spec.content as Json | undefined)?.['application/json'] as Json | undefined;
    if (!media) return;
    if (!contentType.startsWith('application/json')) {
      fail(`content-type ${contentType}, expected application/json`);
      return;
    }
    const body = await response.json();
    const ref = (media.schema as Json).$ref as string | undefined;
    const validate = ref ? validatorFor(ref.replace(/^#/, '')) : ajv.compile(media.schema as Json);
    if (!validate(body))
      fail(`body: ${ajv.errorsText(validate.errors)} in ${JSON.stringify(body).slice(0, 300)}`);
  }
}

export const allOperationIds = routes.map((r) => r.operationId);
