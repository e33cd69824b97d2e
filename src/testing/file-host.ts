import { errorBody } from './errors.js';
import type { ExportFiles } from './exports-files.js';
import type { Call, Reply } from './http-types.js';

export const FILE_OPERATION = 'download_export_file';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The second origin, where export files live behind pre-signed links. It takes no key (and has
 * no way to check one): the signature and expiry in the link are the whole of its access control.
 */
export function serveFile(files: ExportFiles, call: Call, requestId: string, now: number): Reply {
  const fail = (status: number, code: string, type: string, message: string): Reply => ({
    status,
    headers: { 'Content-Type': JSON_TYPE, 'X-Request-Id': requestId },
    body: JSON.stringify(errorBody(code, type, message, null, requestId)),
  });
  if (call.method !== 'GET' && call.method !== 'HEAD') {
    return fail(405, 'method_not_allowed', 'invalid_request_error', 'Files are fetched with GET.');
  }
  const file = files.check(call.url.pathname, call.url.searchParams, now);
  if (Array.isArray(file)) {
    const [status, code, message] = file;
    return fail(status, code, status === 403 ? 'permission_error' : 'invalid_request_error', message);
  }
  return {
    status: 200,
    headers: {
      'Content-Type': 'application/gzip',
      'Content-Length': String(file.bytes.byteLength),
      'Content-Disposition': `attachment; filename="${file.filename}"`,
      'Cache-Control': 'private, no-store',
      'X-Request-Id': requestId,
    },
    body: call.method === 'HEAD' ? '' : file.bytes,
  };
}
