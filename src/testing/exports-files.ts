import { createHmac, timingSafeEqual } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { ExportFormat } from './data/resources.js';

/** Nested objects become dotted columns (`stats.goals`, `home.score`); arrays stay JSON. */
function flatten(row: object, prefix = '', out: Record<string, unknown> = {}): Record<string, unknown> {
  for (const [key, value] of Object.entries(row)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) flatten(value, `${prefix}${key}.`, out);
    else out[`${prefix}${key}`] = value;
  }
  return out;
}

/** RFC 4180: quote a field holding a comma, a quote or a line break, doubling inner quotes. */
function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function toCsv(rows: readonly object[]): string {
  const flat = rows.map((r) => flatten(r));
  const columns = [...new Set(flat.flatMap((row) => Object.keys(row)))];
  const lines = [columns.map(csvField).join(',')];
  for (const row of flat) lines.push(columns.map((c) => csvField(row[c])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

function toJsonl(rows: readonly object[]): string {
  return rows.map((r) => `${JSON.stringify(r)}\n`).join('');
}

export function renderExport(rows: readonly object[], format: ExportFormat): Uint8Array {
  return gzipSync(format === 'csv' ? toCsv(rows) : toJsonl(rows));
}

export interface StoredFile {
  jobId: string;
  filename: string;
  bytes: Uint8Array;
}

/**
 * The finished files and their pre-signed links. A link is `{filesOrigin}/files/{name}` with
 * `expires` (unix seconds) and `signature` (HMAC of name and expiry): the file host needs no key.
 */
export class ExportFiles {
  private readonly byName = new Map<string, StoredFile>();

  constructor(private readonly secret: string) {}

  store(jobId: string, resource: string, format: ExportFormat, bytes: Uint8Array): StoredFile {
    const file = { jobId, filename: `${jobId}-${resource}.${format}.gz`, bytes };
    this.byName.set(file.filename, file);
    return file;
  }

  private signature(name: string, expires: number): string {
    return createHmac('sha256', this.secret).update(`${name}:${expires}`).digest('hex');
  }

  link(origin: string, file: StoredFile, expiresAtMs: number): string {
    const expires = Math.floor(expiresAtMs / 1000);
    return `${origin}/files/${file.filename}?expires=${expires}&signature=${this.signature(file.filename, expires)}`;
  }

  /** The file a request names, if its signature matches and the link has not expired; else why not. */
  check(pathname: string, query: URLSearchParams, now: number): StoredFile | [403 | 404, string, string] {
    const name = pathname.startsWith('/files/') ? pathname.slice('/files/'.length) : '';
    const expires = Number(query.get('expires'));
    const given = query.get('signature') ?? '';
    const expected = this.signature(name, expires);
    const valid =
      Number.isInteger(expires) &&
      given.length === expected.length &&
      timingSafeEqual(Buffer.from(given), Buffer.from(expected));
    if (!valid) return [403, 'invalid_signature', 'The download link is not valid.'];
    if (now >= expires * 1000) return [403, 'link_expired', 'The download link has expired.'];
    return this.byName.get(name) ?? [404, 'not_found', 'No such file.'];
  }
}
