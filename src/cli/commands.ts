/**
 * Every command of the bin: one per operation, from the generated table, plus the few the SDK's
 * hand-written helpers add (waiting for a job, downloading an export, `whoami`).
 */
import { cliCommands, cliNamespaces } from '../generated/cli-commands.js';
import type { CliCommandSpec, CliFlagSpec } from './command-spec.js';
import {
  ALL_FLAG,
  FORCE_FLAG,
  IDEMPOTENCY_FLAG,
  JSON_FLAG,
  OUT_FLAG,
  type OwnFlag,
  POLL_INTERVAL_FLAG,
  WAIT_FLAG,
  WAIT_TIMEOUT_FLAG,
} from './global-flags.js';
import { JOB_KINDS, jobKindOf } from './jobs.js';

export type CommandKind = 'operation' | 'poll' | 'download' | 'whoami';

export interface Command {
  readonly kind: CommandKind;
  /** Empty for top-level commands (`whoami`). */
  readonly namespace: string;
  /** As typed: kebab-case (`list-roster`). */
  readonly name: string;
  /** The SDK method (`listRoster`). */
  readonly method: string;
  readonly summary: string;
  readonly description: string;
  readonly pathArgs: CliCommandSpec['pathArgs'];
  /** Parameters of the operation: fields of its body or query. */
  readonly params: readonly CliFlagSpec[];
  /** Flags the CLI itself reads for this command. */
  readonly own: readonly OwnFlag[];
  readonly spec?: CliCommandSpec;
}

function operationCommand(spec: CliCommandSpec): Command {
  const job = jobKindOf(spec.namespace, spec.method);
  const own: OwnFlag[] = [];
  if (spec.input !== 'none') own.push(JSON_FLAG);
  if (spec.list) own.push(ALL_FLAG);
  if (spec.idempotent) own.push(IDEMPOTENCY_FLAG);
  if (job) own.push(WAIT_FLAG, POLL_INTERVAL_FLAG, WAIT_TIMEOUT_FLAG);
  if (job?.hasFile) {
    own.push({ ...OUT_FLAG, description: `With --wait: ${OUT_FLAG.description}` }, FORCE_FLAG);
  }
  return {
    kind: 'operation',
    namespace: spec.namespace,
    name: spec.command,
    method: spec.method,
    summary: spec.summary,
    description: spec.description,
    pathArgs: spec.pathArgs,
    params: spec.flags,
    own,
    spec,
  };
}

/** `query poll`, `exports poll`, `exports download`: the SDK helpers beside the generated calls. */
function helperCommands(): Command[] {
  const out: Command[] = [];
  for (const [namespace, job] of Object.entries(JOB_KINDS)) {
    const get = cliCommands.find((c) => c.namespace === namespace && c.method === 'get');
    if (!get) continue;
    out.push({
      kind: 'poll',
      namespace,
      name: 'poll',
      method: 'poll',
      summary: `Wait for the ${job.noun} with this id to finish`,
      description: `Polls the ${job.noun} until it is ${job.succeeded} (free reads), showing its state on stderr, then prints it.`,
      pathArgs: get.pathArgs,
      params: [],
      own: [POLL_INTERVAL_FLAG, WAIT_TIMEOUT_FLAG],
    });
    if (job.hasFile) {
      out.push({
        kind: 'download',
        namespace,
        name: 'download',
        method: 'download',
        summary: `Download the file of the ${job.noun} with this id`,
        description: `Waits for the ${job.noun} if it is still running, then streams its file to --out (gzip as served when FILE ends in .gz, else decompressed; an existing FILE only with --force, replaced once the file has verified) or, without --out, decompressed to stdout. Shows bytes, rows and rate on stderr.`,
        pathArgs: get.pathArgs,
        params: [],
        own: [OUT_FLAG, FORCE_FLAG, POLL_INTERVAL_FLAG, WAIT_TIMEOUT_FLAG],
      });
    }
  }
  return out;
}

const WHOAMI: Command = {
  kind: 'whoami',
  namespace: '',
  name: 'whoami',
  method: 'whoami',
  summary: "The key's plan, reads per minute and monthly quota",
  description:
    'Reads them from the headers of one cheap keyed call (GET /v1/sports?limit=1, a free read that counts one against the monthly quota).',
  pathArgs: [],
  params: [],
  own: [],
};

export const COMMANDS: readonly Command[] = [...cliCommands.map(operationCommand), ...helperCommands()];
export const TOP_LEVEL: readonly Command[] = [WHOAMI];
export const NAMESPACES = cliNamespaces;

export function commandsOf(namespace: string): Command[] {
  return COMMANDS.filter((c) => c.namespace === namespace);
}

/** A command by namespace and name, the name in kebab-case or as the SDK method (camelCase). */
export function findCommand(namespace: string, name: string): Command | undefined {
  return commandsOf(namespace).find((c) => c.name === name || c.method === name);
}
