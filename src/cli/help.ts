/** `--help` at every level, written from the same table the commands come from. */
import { kebabFlag } from './args.js';
import type { CliFlagSpec } from './command-spec.js';
import { type Command, NAMESPACES, TOP_LEVEL, commandsOf } from './commands.js';
import { GLOBAL_FLAGS, type OwnFlag, globalFlagsOf } from './global-flags.js';
import type { Paint } from './terminal.js';

const WIDTH = 100;

/** Markdown as plain text: no `**`, and `code` spans keep their backticks. */
const plainText = (text: string) => text.replace(/\*\*/g, '');

function wrap(text: string, indent: number, width = WIDTH): string {
  const lines: string[] = [];
  for (const paragraph of plainText(text).split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      if (line && indent + line.length + 1 + word.length > width) {
        lines.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    lines.push(line);
  }
  return lines.join(`\n${' '.repeat(indent)}`);
}

function table(rows: [string, string][], paint: Paint): string {
  const left = Math.min(34, Math.max(...rows.map(([l]) => l.length)) + 2);
  return rows
    .map(([l, r]) => {
      const pad = l.length + 2 > left ? `\n${' '.repeat(left + 2)}` : ' '.repeat(left - l.length);
      return `  ${paint.bold(l)}${pad}${wrap(r, left + 2)}`;
    })
    .join('\n');
}

function flagRow(flag: CliFlagSpec | OwnFlag): [string, string] {
  const name = `--${kebabFlag(flag.name)}`;
  const placeholder =
    'placeholder' in flag && flag.placeholder
      ? flag.placeholder
      : flag.type === 'map'
        ? `key=${flag.valueType ?? 'value'}`
        : flag.enum && !flag.enumOpen && flag.enum.length <= 4
          ? flag.enum.join('|')
          : flag.type;
  const left = flag.type === 'boolean' ? name : `${name} <${placeholder}>`;
  const notes: string[] = [];
  if (flag.required) notes.push('Required.');
  if (flag.enum && !left.includes('|'))
    notes.push(`One of: ${flag.enum.join(', ')}${flag.enumOpen ? ' (or a newer value)' : ''}.`);
  if (flag.example !== undefined && !flag.enum) notes.push(`Example: ${flag.example}.`);
  if (flag.array) notes.push('Repeat the flag for several values.');
  if (flag.type === 'map') notes.push('Repeat the flag for several keys.');
  return [left, [flag.description, ...notes].filter(Boolean).join(' ')];
}

function usageOf(command: Command): string {
  const path = command.pathArgs.map((a) => ` <${a.name}>`).join('');
  const words = command.namespace ? `${command.namespace} ${command.name}` : command.name;
  return `sports-data ${words}${path}${command.params.length || command.own.length ? ' [flags]' : ''}`;
}

const FOOTER =
  'Output: a table when stdout is a terminal, else JSON (one document; JSON Lines with --all). Errors: JSON on stderr {"error":{"status","type","code","message"}}. Exit status: 0 done, 1 API or network error, 2 usage error, 130 interrupted.';

export function rootHelp(paint: Paint, version: string): string {
  return [
    `${paint.bold('sports-data')}: every operation of the Sports Data API from the terminal (sports-data-sdk ${version}).`,
    '',
    paint.bold('Usage'),
    '  sports-data <namespace> <command> [id...] [--flag value...]',
    '  sports-data <namespace> <command> --help',
    '',
    paint.bold('Namespaces'),
    table(
      NAMESPACES.map((n) => [n.name, n.description]),
      paint,
    ),
    '',
    paint.bold('Commands'),
    table(
      TOP_LEVEL.map((c) => [c.name, c.summary]),
      paint,
    ),
    '',
    paint.bold('Global flags'),
    table(GLOBAL_FLAGS.map(flagRow), paint),
    '',
    wrap(FOOTER, 0),
    'The key is read from SERVICE_API_KEY (or --api-key), the base URL from SERVICE_BASE_URL (or --base-url).',
    '',
  ].join('\n');
}

/** ` Commands also answer to the SDK's method names (listRoster).` where one differs from its command. */
function camelNote(namespace: string): string {
  const example = commandsOf(namespace).find((c) => c.method !== c.name);
  return example ? ` Commands also answer to the SDK's method names (${example.method}).` : '';
}

export function namespaceHelp(namespace: string, paint: Paint): string {
  const ns = NAMESPACES.find((n) => n.name === namespace);
  return [
    `${paint.bold(`sports-data ${namespace}`)}: ${wrap(ns?.description ?? '', 0)}`,
    '',
    paint.bold('Usage'),
    `  sports-data ${namespace} <command> [id...] [--flag value...]`,
    '',
    paint.bold('Commands'),
    table(
      commandsOf(namespace).map((c) => [c.name + c.pathArgs.map((a) => ` <${a.name}>`).join(''), c.summary]),
      paint,
    ),
    '',
    `Run \`sports-data ${namespace} <command> --help\` for its flags.${camelNote(namespace)}`,
    '',
  ].join('\n');
}

export function commandHelp(command: Command, paint: Paint): string {
  const out = [`${paint.bold(usageOf(command))}`, '', wrap(command.summary, 0)];
  if (command.description) out.push('', wrap(command.description, 0));
  if (command.pathArgs.length)
    out.push(
      '',
      paint.bold('Arguments'),
      table(
        command.pathArgs.map((a) => [`<${a.name}>`, a.description]),
        paint,
      ),
    );
  if (command.params.length) out.push('', paint.bold('Flags'), table(command.params.map(flagRow), paint));
  if (command.own.length) out.push('', paint.bold('Command flags'), table(command.own.map(flagRow), paint));
  // Named, not described: their descriptions at every command pushed the command's own flags off
  // the screen. `sports-data --help` describes them.
  const globals = globalFlagsOf(command.params).map((f) => `--${kebabFlag(f.name)}`);
  out.push(
    '',
    paint.bold('Global flags'),
    `  ${wrap(`${globals.join(', ')} (described by \`sports-data --help\`).`, 2)}`,
    '',
    wrap(FOOTER, 0),
    '',
  );
  return out.join('\n');
}
