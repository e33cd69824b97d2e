/**
 * conformance/rows.json, the typed-row cases both clients run (the Python client in
 * python/tests/conformance/test_rows.py): each CSV, served gzip as an export of its resource and read
 * through `exports.download(...).rows()`, gives exactly its rows, or the error it names.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ExportResource } from '../../src/index.js';
import { client, drain, gzip, job, rejection, serveBytes, useServers } from '../lib/download/helpers.js';

interface RowCase {
  name: string;
  resource: ExportResource;
  csv: string;
  rows?: object[];
  error?: { reason: string; messageIncludes: string[] };
}

const { cases } = JSON.parse(
  readFileSync(new URL('../../conformance/rows.json', import.meta.url), 'utf8'),
) as {
  cases: RowCase[];
};
const { api, files } = useServers();

describe('conformance/rows.json', () => {
  it('has cases for every export resource', () => {
    expect(new Set(cases.map((c) => c.resource)).size).toBe(7);
  });

  for (const rowCase of cases) {
    it(rowCase.name, async () => {
      const path = `/f/${rowCase.name.replaceAll('/', '-')}.csv.gz`;
      files.route(path, serveBytes(gzip(rowCase.csv)));
      const file = await client(api.origin).exports.download(
        job({ resource: rowCase.resource, format: 'csv', download_url: `${files.origin}${path}` }),
      );
      if (rowCase.rows) {
        expect(await drain(file)).toStrictEqual(rowCase.rows);
        return;
      }
      const error = await rejection(drain(file));
      expect(error).toMatchObject({ name: 'ExportDownloadError', reason: rowCase.error?.reason });
      for (const text of rowCase.error?.messageIncludes ?? [])
        expect((error as Error).message).toContain(text);
    });
  }
});
