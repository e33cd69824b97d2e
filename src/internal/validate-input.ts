/**
 * The document's rules for a call's object argument (query parameters or body), applied by
 * arguments.ts before anything is sent (arguments.ts checks the path ids against their patterns):
 * on a plan of a few reads a minute, and for usage-billed calls, a request the service would refuse
 * with 400 still costs quota. The rules are generated (src/generated/validation.ts); each
 * operation's rules are compiled into small closures the first time the operation is called, never
 * per call.
 *
 * What is checked: required fields, types, integer ranges, string lengths, patterns and date-times,
 * array sizes. What is not: enumerations (the service may add values, contract section 7), and
 * unknown names that do not look like a slip of a known one (a newer service may take them; the
 * service itself refuses unknown names with 400, so nothing is silently ignored either way).
 */
import { inputRules } from '../generated/validation.js';
import { didYouMean } from './did-you-mean.js';
import { InvalidArgumentError } from '../core/errors.js';
import type { OperationSpec } from './operation.js';
import { received } from './received.js';

/** One value's rule, as the generator writes it (a subset of JSON Schema). */
export interface ValueRule {
  readonly type?: 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object';
  readonly minimum?: number;
  readonly maximum?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly format?: string;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly uniqueItems?: boolean;
  readonly items?: ValueRule;
  readonly properties?: Readonly<Record<string, ValueRule>>;
  readonly required?: readonly string[];
  /** Unknown names are refused by the service (`additionalProperties: false`). */
  readonly closed?: boolean;
  /** The rule of every value of a map (`additionalProperties: {…}`). */
  readonly values?: ValueRule;
}

/** One path id's shape, as the generator writes it from the document's path parameters. */
export interface PathIdRule {
  /** The parameter's name in the document (`id`, `run_id`). */
  readonly name: string;
  readonly pattern: string;
  /** What it is, for messages: `player id`. */
  readonly kind: string;
  readonly example?: string;
}

/** The rules of one operation's object argument. */
export interface InputRules {
  readonly in: 'query' | 'body';
  readonly rule: ValueRule;
}

/** Throws InvalidArgumentError naming the first thing wrong; `where` is the parameter's path. */
type Check = (value: unknown, where: string) => void;

interface Compiled {
  readonly input: Check | undefined;
  readonly required: string | undefined;
}

const compiled = new Map<string, Compiled>();

/** Refuses, before sending, an argument the document says the service would refuse. */
export function validateInput(op: OperationSpec, input: unknown): void {
  let entry = compiled.get(op.id);
  if (entry === undefined) {
    entry = compileOperation(op);
    compiled.set(op.id, entry);
  }
  if (entry.input === undefined) return;
  if (input === undefined || input === null) {
    if (entry.required !== undefined) fail(op, entry.required, 'is required');
    return;
  }
  entry.input(input, '');
}

function compileOperation(op: OperationSpec): Compiled {
  const rules = inputRules[op.id];
  if (rules === undefined) return { input: undefined, required: undefined };
  return {
    input: compile(op, rules.rule, rules.in),
    required: rules.rule.required?.[0],
  };
}

function fail(op: OperationSpec, where: string, problem: string): never {
  throw new InvalidArgumentError(
    'invalid_argument',
    `${op.namespace}.${op.methodName}: ${where} ${problem}.`,
    where,
  );
}

function mismatch(op: OperationSpec, where: string, wanted: string, value: unknown): never {
  return fail(op, where, `must be ${wanted}, got ${received(value)}`);
}

const join = (where: string, name: string) => (where === '' ? name : `${where}.${name}`);

/** RFC 3339 date-time, as the service parses it. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;

function compile(op: OperationSpec, rule: ValueRule, source: 'query' | 'body'): Check {
  switch (rule.type) {
    case 'object':
      return compileObject(op, rule, source);
    case 'array':
      return compileArray(op, rule, source);
    case 'string':
      return compileString(op, rule, source);
    case 'integer':
    case 'number':
      return compileNumber(op, rule, source);
    case 'boolean':
      return (value, where) => {
        if (typeof value !== 'boolean') mismatch(op, where, 'true or false', value);
      };
    default:
      return () => {};
  }
}

function compileObject(op: OperationSpec, rule: ValueRule, source: 'query' | 'body'): Check {
  const fields = Object.entries(rule.properties ?? {}).map(
    ([name, child]) => [name, compile(op, child, source), rule.required?.includes(name) === true] as const,
  );
  const known = Object.keys(rule.properties ?? {});
  const values = rule.values ? compile(op, rule.values, source) : undefined;
  const checkNames = rule.closed === true || values !== undefined;
  const properties = rule.properties ?? {};
  return (value, where) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value) || value instanceof Date)
      mismatch(op, where === '' ? source : where, 'an object', value);
    const record = value as Record<string, unknown>;
    // Names first: `{ sprot: 'football' }` is a slip of `sport`, more useful to hear than "sport is required".
    if (checkNames) {
      for (const name of Object.keys(record)) {
        if (Object.hasOwn(properties, name)) continue;
        if (values !== undefined) {
          values(record[name], join(where, name));
          continue;
        }
        const guess =
          record[name] === undefined || record[name] === null ? undefined : didYouMean(name, known);
        if (guess !== undefined)
          fail(op, join(where, name), `is not a parameter of this call (did you mean \`${guess}\`?)`);
      }
    }
    for (const [name, check, required] of fields) {
      const field = record[name];
      // null means "not given" for an optional field (contract section 7).
      if (field === undefined || field === null) {
        if (required) fail(op, join(where, name), 'is required');
        continue;
      }
      check(field, join(where, name));
    }
  };
}

function compileArray(op: OperationSpec, rule: ValueRule, source: 'query' | 'body'): Check {
  const item = rule.items ? compile(op, rule.items, source) : undefined;
  const { minItems = 0, maxItems = Number.POSITIVE_INFINITY } = rule;
  return (value, where) => {
    if (!Array.isArray(value)) mismatch(op, where, 'an array', value);
    const list = value as unknown[];
    if (list.length < minItems || list.length > maxItems)
      mismatch(op, where, `an array of ${count(minItems, maxItems)} items`, value);
    if (item) for (let i = 0; i < list.length; i++) item(list[i], `${where}[${i}]`);
    if (rule.uniqueItems && new Set(list).size !== list.length) fail(op, where, 'must not repeat a value');
  };
}

function compileString(op: OperationSpec, rule: ValueRule, source: 'query' | 'body'): Check {
  const { minLength = 0, maxLength = Number.POSITIVE_INFINITY } = rule;
  const pattern = rule.pattern === undefined ? undefined : new RegExp(rule.pattern, 'u');
  const dateTime = rule.format === 'date-time';
  const lengthText =
    minLength === 0 && maxLength === Number.POSITIVE_INFINITY
      ? 'a string'
      : `a string of ${count(minLength, maxLength)} characters`;
  return (value, where) => {
    // JSON sends a Date as its ISO form, which is the date-time the service wants.
    if (dateTime && source === 'body' && value instanceof Date && !Number.isNaN(value.getTime())) return;
    if (dateTime && value instanceof Date)
      mismatch(op, where, 'an RFC 3339 date-time string (pass a Date as date.toISOString())', value);
    if (typeof value !== 'string') mismatch(op, where, lengthText, value);
    const text = value as string;
    const n = text.length;
    // The document counts characters (code points); UTF-16 length differs only for astral ones.
    const length = n < 2 * minLength || n > maxLength ? [...text].length : n;
    if (length < minLength || length > maxLength) mismatch(op, where, lengthText, value);
    if (pattern && !pattern.test(text)) mismatch(op, where, `a string matching ${rule.pattern}`, value);
    if (dateTime && !DATE_TIME.test(text))
      mismatch(op, where, 'an RFC 3339 date-time such as 2025-11-01T00:00:00Z', value);
  };
}

function compileNumber(op: OperationSpec, rule: ValueRule, source: 'query' | 'body'): Check {
  const integer = rule.type === 'integer';
  const { minimum = Number.NEGATIVE_INFINITY, maximum = Number.POSITIVE_INFINITY } = rule;
  const wanted = `${integer ? 'an integer' : 'a number'}${
    minimum === Number.NEGATIVE_INFINITY && maximum === Number.POSITIVE_INFINITY
      ? ''
      : ` ${range(minimum, maximum)}`
  }`;
  return (value, where) => {
    // A query string carries text: "20" reaches the service exactly as 20 does.
    const number =
      source === 'query' && typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)
        ? Number(value)
        : value;
    if (typeof number !== 'number' || !Number.isFinite(number) || (integer && !Number.isInteger(number)))
      mismatch(op, where, wanted, value);
    if ((number as number) < minimum || (number as number) > maximum) mismatch(op, where, wanted, value);
  };
}

function range(min: number, max: number): string {
  if (max === Number.POSITIVE_INFINITY) return `of at least ${min}`;
  if (min === Number.NEGATIVE_INFINITY) return `of at most ${max}`;
  return `from ${min} to ${max}`;
}

function count(min: number, max: number): string {
  if (max === Number.POSITIVE_INFINITY) return `at least ${min}`;
  if (min === 0) return `at most ${max}`;
  return min === max ? `${min}` : `${min} to ${max}`;
}
