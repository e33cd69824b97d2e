/** The shape of one row of the generated command table (src/generated/cli-commands.ts). */
import { type OperationId, operations } from '../generated/operations.js';

export type FlagType = 'string' | 'integer' | 'number' | 'boolean' | 'map';

export interface CliFlagSpec {
  /** The body field or query parameter, dotted for nested objects (`filters.sport`). */
  readonly name: string;
  readonly type: FlagType;
  /** Given as repeated flags; the values form an array. */
  readonly array?: boolean;
  /** For `map` flags (`--filters.min_stats points=10`): the type of each value. */
  readonly valueType?: Exclude<FlagType, 'map'>;
  readonly required: boolean;
  readonly description: string;
  /** A value from the document's `examples`. */
  readonly example?: string;
  /** The documented values. */
  readonly enum?: readonly string[];
  /** The service may accept values beyond `enum` (an open enumeration). */
  readonly enumOpen?: boolean;
}

export interface CliCommandSpec {
  readonly namespace: string;
  /** The SDK method name (`listRoster`). */
  readonly method: string;
  /** The same in kebab-case (`list-roster`), as typed on the command line. */
  readonly command: string;
  readonly operationId: string;
  readonly summary: string;
  readonly description: string;
  readonly billing: 'free' | 'usage';
  /** A list operation: `--all` pages through it. */
  readonly list: boolean;
  readonly input: 'query' | 'body' | 'none';
  /** Accepts `--idempotency-key`. */
  readonly idempotent: boolean;
  readonly pathArgs: readonly { readonly name: string; readonly description: string }[];
  readonly flags: readonly CliFlagSpec[];
}

export interface CliNamespaceSpec {
  readonly name: string;
  readonly description: string;
}

/** What the generated table states of a command: what the CLI adds to the operation's own row. */
export interface CliCommandRow
  extends Pick<CliCommandSpec, 'list' | 'summary' | 'description' | 'pathArgs' | 'flags'> {
  readonly operationId: OperationId;
}

/**
 * A command of the table, completed from its operation's row in operations.ts (namespace, method,
 * billing, input, idempotency), so that those facts are written once, for the SDK and the CLI.
 */
export function fromOperation(row: CliCommandRow): CliCommandSpec {
  const op = operations[row.operationId];
  return {
    namespace: op.namespace,
    method: op.methodName,
    command: op.methodName.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`),
    operationId: row.operationId,
    summary: row.summary,
    description: row.description,
    billing: op.billing,
    list: row.list,
    input: op.input,
    idempotent: op.idempotent,
    pathArgs: row.pathArgs,
    flags: row.flags,
  };
}
