/**
 * A file host whose `Content-Encoding` lies (gzip bytes declared `br` or `deflate`): `fetch` fails
 * to decode the body, and that is a damaged file (`corrupt_file`), not a connection that broke
 * (`truncated`, which tells the caller to download it again, to the same end).
 */
import { describe, expect, it } from 'vitest';
import { ExportDownloadError } from '../../../src/index.js';
import { client, drain, gzip, job, jsonl, players, readAll, rejection, useServers } from './helpers.js';

const { api, files } = useServers();
const file = gzip(jsonl(players(2_000)));

describe('a Content-Encoding that does not match the bytes', () => {
  it.each(['br', 'deflate'])(
    'gzip bytes declared %s → corrupt_file, for rows and for the stream',
    async (encoding) => {
      files.route(`/f/${encoding}`, (_req, res) => {
        res.writeHead(200, { 'content-type': 'application/gzip', 'content-encoding': encoding });
        res.end(file);
      });
      const download = () =>
        client(api.origin).exports.download(job({ download_url: `${files.origin}/f/${encoding}` }));

      const fromRows = await rejection(drain(await download()));
      expect(fromRows).toBeInstanceOf(ExportDownloadError);
      expect(fromRows).toMatchObject({ reason: 'corrupt_file' });
      expect((fromRows as Error).message).toMatch(/Content-Encoding/);

      const fromStream = await rejection(readAll((await download()).stream({ decompress: true })));
      expect(fromStream).toMatchObject({ name: 'ExportDownloadError', reason: 'corrupt_file' });
    },
  );
});
