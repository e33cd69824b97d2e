/**
 * The command line as tokens (Node's util.parseArgs), then checked against one command's flags.
 * Flags may be written `--snake_case` or `--kebab-case`; both mean the same parameter.
 */
import { parseArgs } from 'node:util';
import type { CliFlagSpec } from './command-spec.js';
import { didYouMean } from './suggest.js';
import { UsageError } from './usage-error.js';

export interface OptionUse {
  /** As typed, e.g. `--sort-by`. */
  readonly raw: string;
  /** `undefined` for a bare flag (`--all`). */
  readonly value: string | undefined;
}

export interface CommandLine {
  readonly positionals: string[];
  /** Keyed by canonical name: dashes read as underscores (`sort_by`, `filters.min_stats`). */
  readonly options: Map<string, OptionUse[]>;
}

export const canonical = (name: string): string => name.replace(/-/g, '_');
export const kebabFlag = (name: string): string => name.replace(/_/g, '-');

/**
 * Splits argv into positionals and options. `known` are the flags of every command: a boolean
 * never takes a value (`--all teams` leaves `teams` a positional), any other flag takes the next
 * argument (`--season -1` is a value, refused later by its type, not a flag).
 */
export function tokenize(argv: readonly string[], known: Iterable<CliFlagSpec>): CommandLine {
  const options: Record<string, { type: 'boolean' | 'string'; multiple: true; short?: string }> = {};
  for (const flag of known) {
    const type = flag.type === 'boolean' ? 'boolean' : 'string';
    options[flag.name] = { type, multiple: true };
    options[kebabFlag(flag.name)] = { type, multiple: true };
  }
  options.help = { type: 'boolean', multiple: true, short: 'h' };
  const { tokens } = parseArgs({
    args: [...argv],
    options,
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  const positionals: string[] = [];
  const found = new Map<string, OptionUse[]>();
  for (const token of tokens) {
    if (token.kind === 'positional') positionals.push(token.value);
    else if (token.kind === 'option') {
      const name = canonical(token.name);
      const uses = found.get(name) ?? [];
      uses.push({ raw: token.rawName, value: token.value });
      found.set(name, uses);
    }
  }
  // parseArgs reads an unknown `--flag value` as a bare flag and a positional; any unknown flag is
  // refused later, so the stray positional never reaches a command.
  return { positionals, options: found };
}

/** The flags given for one command, each checked to be one of `allowed`, raw text still. */
export function pickFlags(
  line: CommandLine,
  allowed: readonly CliFlagSpec[],
  helpFor: string,
): Map<string, { spec: CliFlagSpec; uses: OptionUse[] }> {
  const byName = new Map(allowed.map((f) => [f.name, f]));
  const picked = new Map<string, { spec: CliFlagSpec; uses: OptionUse[] }>();
  for (const [name, uses] of line.options) {
    const spec = byName.get(name);
    const raw = uses[0]!.raw;
    if (!spec) {
      const hint = didYouMean(
        kebabFlag(name),
        allowed.map((f) => kebabFlag(f.name)),
        '--',
      );
      throw new UsageError('unknown_flag', `Unknown flag ${raw} for \`${helpFor}\`.${hint}`, helpFor);
    }
    if (uses.length > 1 && spec.type !== 'map' && !spec.array) {
      throw new UsageError('repeated_flag', `${raw} is given ${uses.length} times; give it once.`, helpFor);
    }
    picked.set(name, { spec, uses });
  }
  return picked;
}
