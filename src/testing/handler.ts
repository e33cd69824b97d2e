import { REQUEST_ID } from '../generated/fake-surface.js';
import { KeylessLimits, authenticate, bearerToken, meter, permissionError, quotaHeaders } from './checks.js';
import type { Account } from './accounts.js';
import { ApiError, codeForStatus, errorBody } from './errors.js';
import { type FaultSpec, type Faults, delaysOnly } from './faults.js';
import { FILE_OPERATION, serveFile } from './file-host.js';
import type { Call, Outcome, Reply } from './http-types.js';
import { BAD_JSON, type Ctx, type Operation } from './operation.js';
import type { Random } from './random.js';
import type { RequestLog } from './request-log.js';
import type { RouteMatch, Router } from './router.js';
import type { ServiceState } from './state.js';
import { mergeHeaders } from './merge-headers.js';

const JSON_TYPE = 'application/json; charset=utf-8';

/** Serialised frozen sample data, as the same player or game is asked for again and again. */
const serialised = new WeakMap<object, string>();

function toJson(body: unknown): string {
  if (body === null || typeof body !== 'object' || !Object.isFrozen(body)) return JSON.stringify(body);
  let text = serialised.get(body);
  if (text === undefined) {
    text = JSON.stringify(body);
    serialised.set(body, text);
  }
  return text;
}

function apiHeaders(plan: string, requestId: string): Record<string, string> {
  return { 'Content-Type': JSON_TYPE, 'X-Service-Plan': plan, 'X-Request-Id': requestId };
}

function parseBody(text: string): unknown {
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    return BAD_JSON;
  }
}

/**
 * The one request handler behind every transport: routes, applies injected faults, runs the
 * checks in the contract's order, and records what it saw.
 */
export class Handler {
  private readonly keyless: KeylessLimits;

  constructor(
    private readonly state: ServiceState,
    private readonly router: Router<Operation>,
    private readonly faults: Faults,
    private readonly log: RequestLog,
    private readonly requestIds: Random,
  ) {
    this.keyless = new KeylessLimits(state.options.keylessReadsPerMinute);
  }

  async dispatch(call: Call): Promise<Outcome> {
    const requestId = `${REQUEST_ID.prefix}_${this.requestIds.alnum(REQUEST_ID.length)}`;
    const files = call.url.origin === this.state.options.filesOrigin;
    const route = files ? undefined : this.router.match(call.method, call.url.pathname);
    const operationId = files ? FILE_OPERATION : route?.kind === 'found' ? route.op.id : null;
    const taken = this.faults.take(operationId, call.method, call.url.pathname);
    if (taken?.delayMs) await new Promise((resolve) => setTimeout(resolve, taken.delayMs));
    const fault = taken && !delaysOnly(taken) ? taken : undefined;

    let outcome: Outcome;
    if (fault) outcome = this.faultOutcome(fault, call, requestId);
    else if (files)
      outcome = {
        kind: 'reply',
        reply: serveFile(this.state.files, call, requestId, this.state.options.now()),
      };
    else outcome = { kind: 'reply', reply: await this.execute(call, route, requestId) };

    this.log.record({
      origin: files ? 'files' : 'api',
      method: call.method,
      path: call.url.pathname,
      operationId,
      query: Object.fromEntries(call.url.searchParams),
      headers: this.log.safeHeaders(call.headerEntries()),
      idempotencyKey: call.header('idempotency-key'),
      status: outcome.kind === 'reply' ? outcome.reply.status : null,
      fault: fault ? (fault.hang ? 'hang' : fault.reset ? 'reset' : 'status') : taken ? 'delay' : null,
      requestId,
      at: this.state.options.now(),
    });
    return outcome;
  }

  private async execute(
    call: Call,
    route: RouteMatch<Operation> | undefined,
    requestId: string,
  ): Promise<Reply> {
    const { state } = this;
    const now = state.options.now();
    let account: Account | null = null;
    let reply: Reply;
    try {
      if (!route || route.kind === 'none')
        throw new ApiError('not_found', `No route for ${call.url.pathname}.`);
      // 404 rather than 405: openapi.json has no 405 answer nor a code for it; Allow still says what works.
      if (route.kind === 'wrong-method') {
        throw new ApiError('not_found', `No route for ${call.method} ${call.url.pathname}.`, null, {
          Allow: route.allow.join(', '),
        });
      }
      const { op } = route;
      const access = authenticate(state.accounts, call.header('authorization'), op);
      account = access.account;
      const text = call.method === 'GET' ? '' : await call.text();
      const ctx: Ctx = {
        state,
        op,
        requestId,
        call,
        now,
        path: route.params,
        query: call.url.searchParams,
        body: parseBody(text),
        account,
        key: access.key,
      };
      reply = await this.run(op, ctx, `${call.method} ${call.url.pathname}\n${text}`);
    } catch (error) {
      reply = this.errorReply(error, requestId);
    }
    Object.assign(reply.headers, apiHeaders(account?.plan ?? 'free', requestId));
    if (account) Object.assign(reply.headers, quotaHeaders(account, now));
    return reply;
  }

  /** From the 403s on; the key is known. */
  private async run(op: Operation, ctx: Ctx, signature: string): Promise<Reply> {
    const { state } = this;
    const { account, now } = ctx;
    const refused = permissionError(op, ctx, state.alerts);
    const limited = account
      ? meter(account, now, refused !== null)
      : op.keyless
        ? this.keyless.take(ctx.call.client, now)
        : null;
    if (refused) throw refused;
    if (limited) throw limited;

    const idempotencyKey =
      account && op.billing === 'usage' && op.method === 'POST' ? ctx.call.header('idempotency-key') : null;
    const earlier =
      account && idempotencyKey !== null
        ? state.idempotency.check(account.id, idempotencyKey, signature, now)
        : undefined;
    if (earlier && !(earlier instanceof ApiError)) return earlier;
    let paramError = earlier;

    let parsed: unknown;
    try {
      parsed = op.parse(ctx);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      paramError ??= error;
    }
    if (
      account &&
      op.charge &&
      state.billing.wouldExceed(account, op.charge(ctx, paramError ? undefined : parsed), now)
    ) {
      throw new ApiError(
        'budget_exceeded',
        `This would pass the account's monthly budget cap of $${account.budgetUsd}.`,
      );
    }
    if (paramError) throw paramError;

    const result = await op.run(ctx, parsed);
    const reply: Reply = {
      status: result.status ?? 200,
      headers: { ...result.headers },
      body: toJson(result.body),
    };
    if (account && idempotencyKey !== null && reply.status < 300) {
      state.idempotency.remember(account.id, idempotencyKey, {
        status: reply.status,
        body: reply.body as string,
        requestSignature: signature,
        at: now,
      });
    }
    return reply;
  }

  private errorReply(error: unknown, requestId: string): Reply {
    const failed = error instanceof Error ? error.message : String(error);
    const e =
      error instanceof ApiError
        ? error
        : new ApiError('internal_error', `The fake service failed: ${failed}`);
    const body = JSON.stringify(errorBody(e.code, e.type, e.message, e.param, requestId));
    return { status: e.status, headers: { ...e.headers }, body };
  }

  private faultOutcome(fault: FaultSpec, call: Call, requestId: string): Outcome {
    if (fault.hang) return { kind: 'hang' };
    const status = fault.status ?? 500;
    const token = bearerToken(call.header('authorization'));
    const plan = (token && this.state.accounts.lookup(token)?.account.plan) || 'free';
    const headers = apiHeaders(plan, requestId);
    if (fault.retryAfter !== undefined) headers['Retry-After'] = fault.retryAfter;
    mergeHeaders(headers, fault.headers);
    const { code, type } = codeForStatus(status);
    const body =
      typeof fault.body === 'string'
        ? fault.body
        : JSON.stringify(
            fault.body ?? errorBody(code, type, `Injected fault: HTTP ${status}.`, null, requestId),
          );
    const reply: Reply = { status, headers, body };
    return fault.reset ? { kind: 'reset', when: fault.reset, reply } : { kind: 'reply', reply };
  }
}
