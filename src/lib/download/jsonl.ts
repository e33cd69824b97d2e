/**
 * JSON Lines, streamed: each decompressed chunk is cut at its last newline (a newline byte never
 * falls inside a multi-byte UTF-8 character, so the cut is always clean), the complete lines are
 * decoded in one go and parsed, and the tail waits for the next chunk. Rows come out in batches,
 * one per chunk, so the per-row cost is one `JSON.parse` and nothing else.
 */
import { ExportDownloadError } from '../../core/errors.js';

const NEWLINE = 0x0a;
/** A line longer than this is not a row of an export but a broken or hostile file. */
export const MAX_LINE_BYTES = 64 * 1024 * 1024;

export async function* jsonlBatches(
  chunks: AsyncIterable<Uint8Array>,
): AsyncGenerator<object[], void, undefined> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let tail: Uint8Array[] = [];
  let tailBytes = 0;
  let line = 0;

  for await (const chunk of chunks) {
    const cut = chunk.lastIndexOf(NEWLINE);
    if (cut === -1) {
      tail.push(chunk);
      tailBytes += chunk.byteLength;
      if (tailBytes > MAX_LINE_BYTES) {
        throw new ExportDownloadError(
          'parse_error',
          `Line ${line + 1} of the export file is longer than ${MAX_LINE_BYTES} bytes.`,
        );
      }
      continue;
    }
    const head = chunk.subarray(0, cut);
    const text = decode(
      decoder,
      tail.length ? join([...tail, head], tailBytes + head.byteLength) : head,
      line,
    );
    tail = cut + 1 < chunk.byteLength ? [chunk.subarray(cut + 1)] : [];
    tailBytes = chunk.byteLength - cut - 1;
    const lines = text.split('\n');
    const rows = parseLines(lines, line);
    line += lines.length;
    if (rows.length > 0) yield rows;
  }

  if (tailBytes > 0) {
    const text = decode(decoder, join(tail, tailBytes), line);
    if (text.trim() !== '') {
      // No newline after the last line is allowed; a last line that does not parse means a cut file.
      const rows = parseLines([text], line, ' (the file may be cut short)');
      if (rows.length > 0) yield rows;
    }
  }
}

function parseLines(lines: readonly string[], before: number, hint = ''): object[] {
  const rows: object[] = [];
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i] as string;
    if (text.length === 0 || text === '\r') continue;
    let row: unknown;
    try {
      row = JSON.parse(text);
    } catch (error) {
      if (text.trim() === '') continue;
      throw new ExportDownloadError(
        'parse_error',
        `Line ${before + i + 1} of the export file is not valid JSON${hint}: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      );
    }
    if (row === null || typeof row !== 'object' || Array.isArray(row)) {
      throw new ExportDownloadError(
        'parse_error',
        `Line ${before + i + 1} of the export file is not a JSON object${hint}.`,
      );
    }
    rows.push(row);
  }
  return rows;
}

function decode(decoder: TextDecoder, bytes: Uint8Array, before: number): string {
  try {
    return decoder.decode(bytes);
  } catch (error) {
    throw new ExportDownloadError(
      'parse_error',
      `The export file is not valid UTF-8 (after line ${before}).`,
      { cause: error },
    );
  }
}

function join(parts: readonly Uint8Array[], total: number): Uint8Array {
  if (parts.length === 1) return parts[0] as Uint8Array;
  const out = new Uint8Array(total);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.byteLength;
  }
  return out;
}
