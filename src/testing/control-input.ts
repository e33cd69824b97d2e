/**
 * Reads the JSON bodies of the control API into typed values. Every refusal names the field, so a
 * test in another language learns what it sent wrong from the 400 alone.
 */
import type { FaultSpec } from './faults.js';
import type { ResetWhen } from './http-types.js';

export class ControlInputError extends Error {
  constructor(
    readonly param: string | null,
    message: string,
  ) {
    super(message);
  }
}

type Plain = Record<string, unknown>;

/** A JSON object; `{}` for an empty body. */
export function parseObject(text: string): Plain {
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ControlInputError(null, 'The body is not valid JSON.');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw new ControlInputError(null, 'The body must be a JSON object.');
  return value as Plain;
}

function onlyKnown(body: Plain, known: readonly string[]): void {
  for (const name of Object.keys(body))
    if (!known.includes(name))
      throw new ControlInputError(name, `Unknown field '${name}'; known: ${known.join(', ')}.`);
}

function text(body: Plain, name: string): string | undefined {
  const value = body[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new ControlInputError(name, `'${name}' must be a string.`);
  return value;
}

function integer(body: Plain, name: string, min: number, max: number): number | undefined {
  const value = body[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
    throw new ControlInputError(name, `'${name}' must be an integer from ${min} to ${max}.`);
  return value;
}

const FAULT_FIELDS = [
  'operationId',
  'method',
  'path',
  'times',
  'status',
  'body',
  'headers',
  'retryAfter',
  'reset',
  'hang',
  'delayMs',
] as const;

/** Both spellings, so a Python test can write `before_headers`. */
const RESETS: Record<string, ResetWhen> = {
  'before-headers': 'before-headers',
  before_headers: 'before-headers',
  'after-headers': 'after-headers',
  after_headers: 'after-headers',
};

function headersOf(body: Plain): Record<string, string> | undefined {
  const value = body.headers;
  if (value === undefined) return undefined;
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw new ControlInputError('headers', "'headers' must be an object of strings.");
  for (const v of Object.values(value))
    if (typeof v !== 'string')
      throw new ControlInputError('headers', "'headers' must be an object of strings.");
  return value as Record<string, string>;
}

export function faultSpecOf(body: Plain): FaultSpec {
  onlyKnown(body, FAULT_FIELDS);
  const spec: FaultSpec = {};
  const assign = <K extends keyof FaultSpec>(name: K, value: FaultSpec[K] | undefined) => {
    if (value !== undefined) spec[name] = value;
  };
  assign('operationId', text(body, 'operationId'));
  assign('method', text(body, 'method'));
  assign('path', text(body, 'path'));
  assign('times', integer(body, 'times', 1, 1_000_000));
  assign('status', integer(body, 'status', 200, 599));
  if (
    body.body !== undefined &&
    body.body !== null &&
    typeof body.body !== 'string' &&
    typeof body.body !== 'object'
  )
    throw new ControlInputError('body', "'body' must be a string or a JSON value to send as JSON.");
  assign('body', (body.body ?? undefined) as FaultSpec['body']);
  assign('headers', headersOf(body));
  const retryAfter = body.retryAfter;
  if (typeof retryAfter === 'number' && Number.isFinite(retryAfter)) spec.retryAfter = String(retryAfter);
  else assign('retryAfter', text(body, 'retryAfter'));
  const reset = text(body, 'reset');
  if (reset !== undefined) {
    const when = RESETS[reset];
    if (!when) throw new ControlInputError('reset', "'reset' must be 'before_headers' or 'after_headers'.");
    spec.reset = when;
  }
  if (body.hang !== undefined && typeof body.hang !== 'boolean')
    throw new ControlInputError('hang', "'hang' must be true or false.");
  assign('hang', body.hang as boolean | undefined);
  assign('delayMs', integer(body, 'delayMs', 0, 600_000));
  return spec;
}

export function advanceOf(body: Plain): number {
  onlyKnown(body, ['advanceMs']);
  const ms = integer(body, 'advanceMs', 0, 10 * 366 * 86_400_000);
  if (ms === undefined) throw new ControlInputError('advanceMs', "'advanceMs' is required.");
  return ms;
}

export function jobErrorOf(body: Plain): { code?: string; message?: string } {
  onlyKnown(body, ['code', 'message']);
  const out: { code?: string; message?: string } = {};
  const code = text(body, 'code');
  const message = text(body, 'message');
  if (code !== undefined) out.code = code;
  if (message !== undefined) out.message = message;
  return out;
}
