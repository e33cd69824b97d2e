/** The shape of the fake's generated contract surface (src/generated/fake-surface.ts). */

/** One checked parameter or body field, as openapi.json states it. */
export interface SurfaceField {
  readonly type: string;
  readonly required: boolean;
  readonly enum?: readonly string[];
  readonly pattern?: string;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly maxItems?: number;
  readonly uniqueItems?: boolean;
  readonly format?: string;
  readonly default?: unknown;
  /** An export filter's resources (`x-applies-to`). */
  readonly appliesTo?: readonly string[];
  /** An object's own fields. */
  readonly fields?: Readonly<Record<string, SurfaceField>>;
  /** A map's values (`additionalProperties`). */
  readonly values?: SurfaceField;
  /** An array's items. */
  readonly items?: SurfaceField;
}

/** What the fake service enforces of one operation before its behaviour runs. */
export interface Surface {
  readonly id: string;
  readonly method: 'GET' | 'POST' | 'DELETE';
  readonly path: string;
  readonly billing: 'free' | 'usage';
  /** `x-access.key` is `none`: answered without a key; a key sent anyway is ignored. */
  readonly keyless: boolean;
  readonly keyKinds: readonly string[];
  readonly plans: readonly string[];
  readonly scopes: readonly string[];
  readonly verifiedCoach: boolean;
  /** A list's items (`roster entries`), else the last literal path segment: for messages. */
  readonly noun: string;
  readonly query: Readonly<Record<string, SurfaceField>>;
  /** Null when the operation takes no body. */
  readonly body: Readonly<Record<string, SurfaceField>> | null;
}
