/**
 * Runs one case of conformance/cases.json against the fake, through its control API only (as the
 * Python runner does), with the TypeScript client. Answers the problems found; none means it passed.
 */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inspect, isDeepStrictEqual } from 'node:util';
import { type HookEvent, SportsData } from '../../src/index.js';

// biome-ignore lint/suspicious/noExplicitAny: cases are JSON read at run time.
export type Json = any;

export interface Fake {
  url: string;
  controlUrl: string;
  keys: Record<string, string>;
}

export async function control(fake: Fake, method: string, path: string, body?: unknown): Promise<Json> {
  const response = await fetch(`${fake.controlUrl}${path}`, {
    method,
    // The control API takes JSON labelled as such, never a page's text/plain (contract section 13).
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  const answer = await response.json();
  if (!response.ok)
    throw new Error(`control ${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

/** Replaces the case's placeholders in every string. */
function fill(value: Json, key: string, run: string): Json {
  if (typeof value === 'string') return value.replaceAll('{{key}}', key).replaceAll('{{run}}', run);
  if (Array.isArray(value)) return value.map((v) => fill(v, key, run));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v, key, run)]));
  return value;
}

function errorTexts(error: Json): string[] {
  const texts = [String(error), inspect(error, { depth: 10 }), JSON.stringify(error) ?? ''];
  if (error instanceof Error) texts.push(error.message, error.stack ?? '');
  return texts;
}

let runs = 0;

const OWN_CONTENT = 'a file of the caller, not to be touched\n';

/** Where a case's `call.thenSave` saves, made ready in a fresh folder, and how its `expect.target` is checked. */
async function saveTarget(
  target: string,
): Promise<{ path: string; check(expected: string | undefined): Promise<string[]> }> {
  const folder = await mkdtemp(join(tmpdir(), 'sports-data-conformance-'));
  const path =
    target === 'existing-file'
      ? join(folder, 'export.csv.gz')
      : target === 'in-missing-directory'
        ? join(folder, 'missing', 'export.csv.gz')
        : target;
  if (target === 'existing-file') await writeFile(path, OWN_CONTENT);
  return {
    path,
    async check(expected) {
      const problems: string[] = [];
      const names = await readdir(folder);
      if (expected === 'unchanged' && (await readFile(path, 'utf8')) !== OWN_CONTENT)
        problems.push('the existing file was changed');
      if (expected === 'unchanged' && names.length !== 1) problems.push(`the folder holds ${names}`);
      if (expected === 'absent' && names.length !== 0) problems.push(`the folder holds ${names}`);
      await rm(folder, { recursive: true, force: true });
      return problems;
    },
  };
}

export async function runCase(fake: Fake, operations: Record<string, Json>, c: Json): Promise<string[]> {
  const problems: string[] = [];
  const key = c.client.key === null ? '' : (fake.keys[c.client.key] as string);
  const run = `${process.pid}-${++runs}`;
  await control(fake, 'DELETE', '/faults');
  await control(fake, 'DELETE', '/requests');
  for (const fault of c.setup.faults) await control(fake, 'POST', '/faults', fill(fault, key, run));

  const events: HookEvent[] = [];
  const record = (event: HookEvent) => {
    events.push(event);
  };
  const client = new SportsData({
    ...(key ? { apiKey: key } : {}),
    baseURL: `${fake.url}${c.client.baseUrlSuffix ?? ''}`,
    maxRetries: c.client.maxRetries,
    logLevel: 'off',
    ...(c.client.hooks === 'record'
      ? {
          hooks: {
            onRequest: record,
            onResponse: record,
            onRetry: record,
            onPacingWait: record,
            onPoll: record,
            onSettled: record,
          },
        }
      : {}),
  });
  const op = operations[c.call.operationId];
  const method = (client as Json)[op.namespace][op.typescriptMethod.split('.')[1]];
  const args = [
    ...op.pathParams.map((p: Json) => c.call.pathParams[p.name]),
    ...(op.input === 'none' ? [] : [c.call.args ?? undefined]),
    fill(c.call.options, key, run),
  ];
  const invoke = () => method.apply((client as Json)[op.namespace], args);

  const results: Json[] = [];
  let error: Json;
  let items: Json[] | undefined;
  let replayed: string | null = null;
  const saving = c.call.thenSave ? await saveTarget(c.call.thenSave.target) : undefined;
  let jobId: string | undefined;
  try {
    if (saving) {
      const namespace = (client as Json)[op.namespace];
      const job = await namespace.createAndPoll(c.call.args, { pollIntervalMs: 100 });
      jobId = job.id;
      results.push(job);
      await (await client.exports.download(job)).saveTo(saving.path);
    } else if (c.call.iterate) {
      items = [];
      for await (const item of invoke()) items.push(item);
    } else {
      for (let i = 0; i < (c.call.repeat ?? 1); i++) {
        const { data, response } = await invoke().withResponse();
        results.push(data);
        replayed = response.headers.get(c.expect.replayedHeader ?? 'idempotent-replayed');
      }
    }
  } catch (caught) {
    error = caught;
  }

  const { expect } = c;
  if (expect.error) {
    if (error === undefined) problems.push(`expected ${expect.error.class}, got a result`);
    else {
      if (error.name !== expect.error.class)
        problems.push(`expected ${expect.error.class}, got ${error.name}: ${error.message}`);
      for (const field of ['status', 'code', 'reason', 'type', 'param', 'retryAfter'])
        if (field in expect.error && error[field] !== expect.error[field])
          problems.push(`error.${field}: expected ${expect.error[field]}, got ${error[field]}`);
      if ('messageIncludes' in expect.error && !String(error.message).includes(expect.error.messageIncludes))
        problems.push(
          `error.message: expected it to include ${expect.error.messageIncludes}, got ${error.message}`,
        );
      if ('retryAfterAtLeast' in expect.error && !(error.retryAfter >= expect.error.retryAfterAtLeast))
        problems.push(
          `error.retryAfter: expected at least ${expect.error.retryAfterAtLeast}, got ${error.retryAfter}`,
        );
    }
  } else if (error !== undefined) problems.push(`expected a result, got ${error.name}: ${error.message}`);
  if (
    expect.result === 'page' &&
    !results.every((r) => Array.isArray(r?.data) && typeof r.hasMore === 'boolean')
  )
    problems.push('expected a page');
  if (expect.result === 'object' && !results.every((r) => r !== null && typeof r === 'object'))
    problems.push('expected an object');
  if (expect.items !== undefined && items?.length !== expect.items)
    problems.push(`expected ${expect.items} items, got ${items?.length}`);
  if (expect.sameResult && !results.every((r) => isDeepStrictEqual(r, results[0])))
    problems.push('the repeated calls gave different results');
  if (expect.replayedHeader && replayed !== 'true')
    problems.push(`expected ${expect.replayedHeader}: true on the repeat, got ${replayed}`);
  if (expect.keyAbsentFromError && key && error !== undefined)
    for (const text of errorTexts(error))
      if (text.includes(key)) problems.push('the key appears in the error');

  if (expect.messageIncludesJobId && !(jobId && String(error?.message).includes(jobId)))
    problems.push(`error.message: expected it to name the job ${jobId}, got ${error?.message}`);
  if (saving) problems.push(...(await saving.check(expect.target)));
  if (expect.hookEvents !== undefined) {
    // Each expected event names the fields compared; null stands for a field the event has not.
    const seen = (events as unknown as Record<string, unknown>[]).map((event, i) =>
      Object.fromEntries(Object.keys(expect.hookEvents[i] ?? {}).map((f) => [f, event[f] ?? null])),
    );
    if (!isDeepStrictEqual(seen, expect.hookEvents))
      problems.push(`hookEvents: expected ${JSON.stringify(expect.hookEvents)}, got ${JSON.stringify(seen)}`);
  }

  const log = (await control(fake, 'GET', '/requests')).data as Json[];
  for (const { operationId, count } of expect.requests ?? []) {
    const seen = operationId === null ? log.length : log.filter((r) => r.operationId === operationId).length;
    if (seen !== count)
      problems.push(`requests of ${operationId ?? 'any operation'}: expected ${count}, got ${seen}`);
  }
  for (const [i, want] of ((expect.wire ?? []) as Json[]).entries()) {
    const got = log[i];
    if (!got) {
      problems.push(`wire[${i}]: no request`);
      continue;
    }
    for (const [field, value] of Object.entries(want))
      if (!isDeepStrictEqual(got[field], value))
        problems.push(
          `wire[${i}].${field}: expected ${JSON.stringify(value)}, got ${JSON.stringify(got[field])}`,
        );
  }
  if (expect.gapMs && log.length >= 2) {
    const gap = Date.parse(log[1].at) - Date.parse(log[0].at);
    if (gap < expect.gapMs.atLeast)
      problems.push(`gap between requests: expected at least ${expect.gapMs.atLeast} ms, got ${gap}`);
  }
  if (expect.cursor) {
    const inQuery = log.map((r) => 'cursor' in r.query);
    const wantLater = expect.cursor.in === 'query';
    if (inQuery[0] !== false) problems.push('the first request carried a cursor in its query');
    if (inQuery.slice(1).some((has) => has !== wantLater))
      problems.push(`later requests: expected the cursor ${wantLater ? 'in' : 'not in'} the query`);
  }
  return problems;
}
