/** The body or query of an operation: `--json` first, then each flag on top, then required fields checked. */
import type { CommandLine, OptionUse } from './args.js';
import type { CliFlagSpec } from './command-spec.js';
import type { Command } from './commands.js';
import { kebabFlag } from './args.js';
import { flagValue } from './values.js';
import { UsageError } from './usage-error.js';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function parseJsonObject(text: string, helpFor: string): Json {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new UsageError('invalid_json', `--json is not valid JSON: ${(error as Error).message}`, helpFor);
  }
  if (!isObject(value)) throw new UsageError('invalid_json', '--json must be a JSON object ({…}).', helpFor);
  return value;
}

function setPath(target: Json, path: string, value: unknown): void {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) {
    if (!isObject(node[key])) node[key] = {};
    node = node[key] as Json;
  }
  node[keys[keys.length - 1]!] = value;
}

function hasPath(target: Json, path: string): boolean {
  let node: unknown = target;
  for (const key of path.split('.')) {
    if (!isObject(node) || node[key] === undefined || node[key] === null) return false;
    node = node[key];
  }
  return true;
}

/** The operation's input object, or `undefined` when it takes none. */
export function buildInput(
  command: Command,
  params: ReadonlyMap<string, { spec: CliFlagSpec; uses: OptionUse[] }>,
  json: string | undefined,
  helpFor: string,
): Json | undefined {
  if (command.spec?.input === 'none') return undefined;
  const input = json === undefined ? {} : parseJsonObject(json, helpFor);
  for (const [name, { spec, uses }] of params) setPath(input, name, flagValue(spec, uses, helpFor));
  const missing = command.params.filter((f) => f.required && !hasPath(input, f.name));
  if (missing.length > 0) {
    const names = missing.map((f) => `--${kebabFlag(f.name)}`).join(', ');
    throw new UsageError('missing_flag', `\`${helpFor}\` needs ${names} (or the field in --json).`, helpFor);
  }
  return input;
}

/** The path arguments (`<id>`), exactly as many as the command has. */
export function pathValues(command: Command, line: CommandLine, helpFor: string): string[] {
  const given = line.positionals.slice(command.namespace ? 2 : 1);
  const wanted = command.pathArgs.map((a) => `<${a.name}>`);
  if (given.length < wanted.length) {
    throw new UsageError(
      'missing_argument',
      `\`${helpFor}\` needs ${wanted.slice(given.length).join(' ')}.`,
      helpFor,
    );
  }
  if (given.length > wanted.length) {
    const extra = given
      .slice(wanted.length)
      .map((g) => JSON.stringify(g))
      .join(' ');
    throw new UsageError(
      'unexpected_argument',
      `\`${helpFor}\` takes ${wanted.length ? wanted.join(' ') : 'no arguments'}; unexpected ${extra} (flags start with --).`,
      helpFor,
    );
  }
  return given;
}
