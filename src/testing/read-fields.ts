/**
 * Reads loosely typed objects (the control API's JSON bodies and query strings, the bin's stdin
 * commands, and `faults.inject` from JavaScript) into typed values by a table of fields. Every
 * refusal names the field, so a test in another language learns what it sent wrong from it alone.
 */

/** A refusal of the control API; a TypeError, as the in-process API throws for bad arguments. */
export class ControlRefusal extends TypeError {
  constructor(
    message: string,
    readonly param: string | null = null,
    readonly status = 400,
    readonly code = 'invalid_parameter',
  ) {
    super(message);
  }
}

export type Plain = Record<string, unknown>;
type Reader<T> = (value: unknown, name: string) => T;
type Read<F> = { -readonly [K in keyof F]?: F[K] extends Reader<infer T> ? T : never };

const refuse = (name: string, what: string) => new ControlRefusal(`'${name}' must be ${what}.`, name);

export const text: Reader<string> = (value, name) => {
  if (typeof value !== 'string') throw refuse(name, 'a string');
  return value;
};

export const integer =
  (min: number, max: number): Reader<number> =>
  (value, name) => {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
      throw refuse(name, `an integer from ${min} to ${max}`);
    return value;
  };

export const flag: Reader<boolean> = (value, name) => {
  if (typeof value !== 'boolean') throw refuse(name, 'true or false');
  return value;
};

export const stringMap: Reader<Record<string, string>> = (value, name) => {
  if (
    typeof value !== 'object' ||
    Array.isArray(value) ||
    Object.values(value as Plain).some((v) => typeof v !== 'string')
  )
    throw refuse(name, 'an object of strings');
  return value as Record<string, string>;
};

/** One of the keys of `values`, read as the value it maps to. */
export const oneOf =
  <T>(values: Readonly<Record<string, T>>): Reader<T> =>
  (value, name) => {
    if (typeof value !== 'string' || !Object.hasOwn(values, value))
      throw refuse(name, `one of ${Object.keys(values).join(', ')}`);
    return values[value] as T;
  };

/** A JSON object; `{}` for an empty text. */
export function parseObject(body: string): Plain {
  if (body.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    throw new ControlRefusal('The body is not valid JSON.');
  }
  return object(value, 'body');
}

export function object(value: unknown, name: string): Plain {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw refuse(name, 'a JSON object');
  return value as Plain;
}

/** The fields of `input` that `fields` knows, each read by its reader; null counts as left out. */
export function readFields<F extends Record<string, Reader<unknown>>>(input: Plain, fields: F): Read<F> {
  const out: Plain = {};
  for (const [name, value] of Object.entries(input)) {
    const reader = Object.hasOwn(fields, name) ? fields[name] : undefined;
    if (!reader)
      throw new ControlRefusal(`Unknown field '${name}'; known: ${Object.keys(fields).join(', ')}.`, name);
    if (value !== undefined && value !== null) out[name] = reader(value, name);
  }
  return out as Read<F>;
}
