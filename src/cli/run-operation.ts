/**
 * Runs one operation through the SDK's public client: `client[namespace][method](...ids, input,
 * options)`, the same call (retries, redaction, billing safety) a program would make.
 */
import type { ExportJob } from '../generated/aliases.js';
import type { Command } from './commands.js';
import type { Context } from './context.js';
import { downloadExport, type WaitOptions } from './download.js';
import { jobProgress } from './job-progress.js';
import { JOB_KINDS, jobKindOf } from './jobs.js';
import type { PageLike } from './output.js';

type Method = (...args: unknown[]) => PromiseLike<unknown> & { pages?: () => AsyncIterable<PageLike> };

export interface OperationRequest {
  readonly ids: readonly string[];
  readonly input: Record<string, unknown> | undefined;
  readonly all: boolean;
  readonly wait: boolean;
  readonly idempotencyKey: string | undefined;
  readonly out: string | undefined;
  readonly force: boolean;
  readonly waitOptions: WaitOptions;
}

function namespaceOf(ctx: Context, namespace: string): Record<string, Method> {
  return (ctx.client as unknown as Record<string, Record<string, Method>>)[namespace]!;
}

async function waitForJob(ctx: Context, command: Command, request: OperationRequest): Promise<void> {
  const kind = jobKindOf(command.namespace, command.method)!;
  const resource = namespaceOf(ctx, command.namespace) as unknown as {
    createAndPoll(body: unknown, options: object): Promise<unknown>;
  };
  const progress = jobProgress(ctx, kind, request);
  let job: unknown;
  try {
    job = await resource.createAndPoll(request.input, {
      ...request.waitOptions,
      signal: ctx.signal,
      idempotencyKey: request.idempotencyKey,
      onPoll: progress.onPoll,
    });
    progress.done();
  } catch (error) {
    progress.stop();
    throw error;
  }
  if (kind.hasFile && request.out !== undefined) await downloadExport(ctx, job as ExportJob, request);
  else {
    ctx.resume = undefined;
    // A job that ends without a file (a query run) ends with its result as text: shown whole.
    await ctx.printer.document(job, { whole: !kind.hasFile });
  }
}

export async function runOperation(ctx: Context, command: Command, request: OperationRequest): Promise<void> {
  const spec = command.spec!;
  if (request.wait) return waitForJob(ctx, command, request);
  const args: unknown[] = [...request.ids];
  if (spec.input !== 'none') args.push(request.input);
  args.push({ signal: ctx.signal, idempotencyKey: request.idempotencyKey });
  const result = namespaceOf(ctx, command.namespace)[command.method]!(...args);
  if (!spec.list) return ctx.printer.document(await result);
  if (request.all) {
    await ctx.printer.all(result.pages!());
    return;
  }
  return ctx.printer.page((await result) as PageLike);
}

/** `query poll <id>` / `exports poll <id>`: wait for a job created earlier, then print it. */
export async function runPoll(ctx: Context, command: Command, id: string, wait: WaitOptions): Promise<void> {
  const kind = JOB_KINDS[command.namespace]!;
  const resource = namespaceOf(ctx, command.namespace) as unknown as {
    poll(id: string, options: object): Promise<unknown>;
  };
  const progress = jobProgress(ctx, kind, undefined, id);
  let job: unknown;
  try {
    job = await resource.poll(id, { ...wait, signal: ctx.signal, onPoll: progress.onPoll });
    progress.done();
  } catch (error) {
    progress.stop();
    throw error;
  }
  ctx.resume = undefined;
  await ctx.printer.document(job, { whole: !kind.hasFile });
}
