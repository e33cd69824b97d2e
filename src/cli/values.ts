/** A flag's text turned into the value its schema says: integer, number, boolean, enum, map entry. */
import type { CliFlagSpec, FlagType } from './command-spec.js';
import type { OptionUse } from './args.js';
import { didYouMean } from './suggest.js';
import { UsageError } from './usage-error.js';

function scalar(type: Exclude<FlagType, 'map'>, text: string, raw: string, helpFor: string): unknown {
  const bad = (what: string) =>
    new UsageError('invalid_value', `${raw} takes ${what}, got ${JSON.stringify(text)}.`, helpFor);
  switch (type) {
    case 'integer': {
      if (!/^-?\d+$/.test(text.trim())) throw bad('an integer');
      const value = Number(text);
      if (!Number.isSafeInteger(value)) throw bad('an integer');
      return value;
    }
    case 'number': {
      const value = Number(text);
      if (text.trim() === '' || !Number.isFinite(value)) throw bad('a number');
      return value;
    }
    case 'boolean':
      if (text === 'true') return true;
      if (text === 'false') return false;
      throw bad('true or false');
    default:
      return text;
  }
}

function checkEnum(spec: CliFlagSpec, text: string, raw: string, helpFor: string): void {
  if (!spec.enum || spec.enumOpen || spec.enum.includes(text)) return;
  throw new UsageError(
    'invalid_value',
    `${raw} must be one of ${spec.enum.join(', ')}; got ${JSON.stringify(text)}.${didYouMean(text, spec.enum)}`,
    helpFor,
  );
}

/** One use of a flag as its value; a bare flag is `true` for booleans and an error otherwise. */
function useValue(spec: CliFlagSpec, use: OptionUse, helpFor: string): unknown {
  if (use.value === undefined) {
    if (spec.type === 'boolean') return true;
    throw new UsageError('missing_value', `${use.raw} needs a value.`, helpFor);
  }
  if (spec.type === 'map') {
    const at = use.value.indexOf('=');
    if (at <= 0)
      throw new UsageError(
        'invalid_value',
        `${use.raw} takes key=value, got ${JSON.stringify(use.value)}.`,
        helpFor,
      );
    return [
      use.value.slice(0, at),
      scalar(spec.valueType ?? 'string', use.value.slice(at + 1), use.raw, helpFor),
    ];
  }
  checkEnum(spec, use.value, use.raw, helpFor);
  return scalar(spec.type, use.value, use.raw, helpFor);
}

/** Every use of the flag as one value: an array for repeated flags, an object for maps. */
export function flagValue(spec: CliFlagSpec, uses: readonly OptionUse[], helpFor: string): unknown {
  const values = uses.map((use) => useValue(spec, use, helpFor));
  if (spec.type === 'map') return Object.fromEntries(values as [string, unknown][]);
  return spec.array ? values : values[0];
}
