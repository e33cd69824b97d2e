import { DEFAULT_MAX_RETRIES, DEFAULT_TIMEOUT_MS } from '../core/config.js';
import { DEFAULT_POLL_INTERVAL_MS, DEFAULT_POLL_TIMEOUT_MS } from '../internal/wait-defaults.js';
import type { CliFlagSpec } from './command-spec.js';

/** A flag the CLI itself reads (not a parameter of the operation). */
export interface OwnFlag extends CliFlagSpec {
  /** Shown as `--format <table|json|jsonl|csv>`. */
  readonly placeholder?: string;
}

const flag = (
  name: string,
  type: OwnFlag['type'],
  description: string,
  extra: Partial<OwnFlag> = {},
): OwnFlag => ({
  name,
  type,
  required: false,
  description,
  ...extra,
});

/** Accepted by every command; an operation parameter of the same name (`exports create --format`) wins. */
export const GLOBAL_FLAGS: readonly OwnFlag[] = [
  flag(
    'api_key',
    'string',
    'API key; default $SERVICE_API_KEY (prefer the variable: flags show up in process lists).',
  ),
  flag('base_url', 'string', 'Base URL of the API; default $SERVICE_BASE_URL, then the public server.'),
  flag('format', 'string', 'Output: a table on a terminal, else JSON (JSON Lines with --all).', {
    enum: ['table', 'json', 'jsonl', 'csv'],
  }),
  flag(
    'output_format',
    'string',
    'The same as --format, for commands with a --format parameter of their own (exports create).',
    {
      enum: ['table', 'json', 'jsonl', 'csv'],
    },
  ),
  flag('progress', 'string', 'Progress on stderr: auto (only when stderr is a terminal), always or never.', {
    enum: ['auto', 'always', 'never'],
  }),
  flag('pacing', 'boolean', "Keep every rolling minute within the plan's reads per minute."),
  flag(
    'trace',
    'boolean',
    'Each attempt on stderr, one redacted line per event: request, response, retry, pacing wait, poll, end.',
  ),
  flag(
    'max_retries',
    'integer',
    `Automatic retries of free reads (default ${DEFAULT_MAX_RETRIES}); usage-billed calls never retry.`,
  ),
  flag(
    'timeout',
    'integer',
    `Milliseconds per attempt, reading the body included (default ${DEFAULT_TIMEOUT_MS}).`,
  ),
  flag('no_color', 'boolean', 'No colour (also: the NO_COLOR environment variable).'),
  flag(
    'no_csv_escape',
    'boolean',
    "With --format csv: write text cells exactly, without the ' that keeps a spreadsheet from running a cell starting with =, +, -, @, tab or CR as a formula.",
  ),
  flag('help', 'boolean', 'Show help for the command (also -h).'),
  flag('version', 'boolean', 'Print the version of sports-data-sdk.'),
];

export const ALL_FLAG = flag('all', 'boolean', 'Every item of every page, streamed (JSON Lines when piped).');
export const JSON_FLAG = flag(
  'json',
  'string',
  'The whole body or query as a JSON object; other flags override its fields.',
  {
    placeholder: 'object',
  },
);
export const WAIT_FLAG = flag('wait', 'boolean', 'Wait until the job is done, showing its state on stderr.');
export const IDEMPOTENCY_FLAG = flag(
  'idempotency_key',
  'string',
  'Sent as Idempotency-Key: a repeat within 24 h answers the first result, with no new charge.',
);
export const OUT_FLAG = flag(
  'out',
  'string',
  'Write the export file here (- for stdout): kept gzip when FILE ends in .gz, else decompressed. Written to a temporary file beside FILE and renamed into place once verified.',
  {
    placeholder: 'FILE',
  },
);
export const FORCE_FLAG = flag(
  'force',
  'boolean',
  'Replace an existing --out FILE (only once the download has succeeded; without it the command stops before doing anything).',
);
export const POLL_INTERVAL_FLAG = flag(
  'poll_interval',
  'integer',
  `Milliseconds between polls when the service suggests none (default ${DEFAULT_POLL_INTERVAL_MS}).`,
);
export const WAIT_TIMEOUT_FLAG = flag(
  'wait_timeout',
  'integer',
  `Give up waiting after this many milliseconds (default ${DEFAULT_POLL_TIMEOUT_MS}).`,
);

/** The global flags of a command: those no parameter of its own shadows. */
export function globalFlagsOf(params: readonly CliFlagSpec[]): OwnFlag[] {
  const names = new Set(params.map((p) => p.name));
  return GLOBAL_FLAGS.filter((g) => !names.has(g.name));
}
