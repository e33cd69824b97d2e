/** The shape of one row of the generated command table (src/generated/cli-commands.ts). */

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
