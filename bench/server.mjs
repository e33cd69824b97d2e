// The bench's service: a minimal keep-alive node:http server on loopback, run in its own process so
// that the client under test has a core to itself. It answers only what the bench asks, always the
// same way, so every client is measured against the same (cheap, steady) server:
//
//   GET /v1/players/{id}        one fixed player
//   GET /v1/movements           pages made on the fly from the cursor (nothing held in memory):
//                               `limit` items (1–100, default 20), BENCH_TOTAL items in all
//   GET /v1/exports/{id}        a succeeded job whose download_url points at /files/{id}.gz
//   GET /files/{name}           a file of BENCH_FILES (bench/.work), streamed with its length
//   GET /_stats                 connections accepted so far (keep-alive check)
//
//   node bench/server.mjs       prints `{"port": N}` once listening
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const TOTAL = Number(process.env.BENCH_TOTAL ?? 200_000);
const FILES = process.env.BENCH_FILES ?? join(dirname(fileURLToPath(import.meta.url)), '.work');

const PLAYER = Buffer.from(
  JSON.stringify({
    id: 'plr_9kc0DAhbjsglKL',
    name: 'Aiden Adeyemi',
    team: 'Coral Coast Miners',
    team_id: 'team_Otxu9bmjGnaIez',
    sport: 'basketball',
    division: 'ncaa_d1',
    gender: 'men',
    position: 'G',
    class_year: 'freshman',
    stats: {
      points_per_game: 13.5,
      rebounds_per_game: 1,
      assists_per_game: 5,
      steals_per_game: 1.6,
      blocks_per_game: 0.1,
      field_goal_pct: 25.9,
      three_point_pct: 33.4,
    },
  }),
);

/** The headers every API answer carries (as the real service sends them). */
const API_HEADERS = {
  'Content-Type': 'application/json',
  'X-Service-Plan': 'enterprise',
  'X-Request-Id': 'req_bench0000000000000000',
};

const KINDS = ['transfer', 'portal_entry', 'commitment', 'coaching_change', 'departure'];

/** Item `n` of the movements list: generated, so a list of any length costs no memory. */
function movement(n) {
  const day = String(1 + (n % 28)).padStart(2, '0');
  return `{"id":"mov_${n.toString(36).padStart(8, '0')}","person_id":"per_${(n * 7919).toString(36)}","kind":"${KINDS[n % 5]}","from_team":"Pinecrest Herons (W)","to_team":"Eastvale State Pioneers (W)","date":"2025-11-${day}T18:00:00Z"}`;
}

function movementsPage(url) {
  const limit = Math.min(100, Math.max(1, Number(url.searchParams.get('limit') ?? 20) || 20));
  const cursor = url.searchParams.get('cursor');
  const start = cursor ? Number.parseInt(cursor.slice(1), 36) : 0;
  const end = Math.min(TOTAL, start + limit);
  const items = [];
  for (let n = start; n < end; n++) items.push(movement(n));
  const more = end < TOTAL;
  return `{"data":[${items.join(',')}],"next_cursor":${more ? `"c${end.toString(36)}"` : 'null'},"has_more":${more}}`;
}

/** Job `exp_{format}{rows}v{version}` (see bench/export-files.mjs), its file at /files/{id}.gz. */
function exportJob(origin, id) {
  const [, format = 'jsonl', rows = '0'] = /^exp_(csv|jsonl)(\d+)v\d+$/.exec(id) ?? [];
  return JSON.stringify({
    id,
    status: 'succeeded',
    resource: 'players',
    format,
    filters: { sport: 'basketball' },
    row_count: Number(rows),
    download_url: `${origin}/files/${id}.gz?expires=4102444800&signature=bench`,
    expires_at: '2100-01-01T00:00:00Z',
    cost_usd: 0,
    created_at: '2025-11-15T18:00:00Z',
    completed_at: '2025-11-15T18:00:05Z',
  });
}

function reply(res, status, body) {
  const buffer = typeof body === 'string' ? Buffer.from(body) : body;
  res.writeHead(status, { ...API_HEADERS, 'Content-Length': buffer.byteLength });
  res.end(buffer);
}

function sendFile(res, name) {
  const path = join(FILES, name);
  let size;
  try {
    if (name.includes('/') || name.includes('..')) throw new Error('bad name');
    size = statSync(path).size;
  } catch {
    reply(res, 404, '{"error":{"type":"not_found","code":"not_found","message":"No such file."}}');
    return;
  }
  res.writeHead(200, { 'Content-Type': 'application/gzip', 'Content-Length': size });
  createReadStream(path, { highWaterMark: 64 * 1024 }).pipe(res);
}

const server = createServer({ keepAliveTimeout: 120_000 }, (req, res) => {
  const origin = `http://${req.headers.host}`;
  const url = new URL(req.url ?? '/', origin);
  const path = url.pathname;
  // Requests carry no body here; drain anything sent so the connection stays reusable.
  req.resume();
  if (path.startsWith('/v1/players/')) reply(res, 200, PLAYER);
  else if (path === '/v1/movements') reply(res, 200, movementsPage(url));
  else if (path.startsWith('/v1/exports/')) reply(res, 200, exportJob(origin, path.slice(12)));
  else if (path.startsWith('/files/')) sendFile(res, path.slice(7));
  else if (path === '/_stats') reply(res, 200, JSON.stringify({ connections }));
  else reply(res, 404, '{"error":{"type":"not_found","code":"not_found","message":"No such route."}}');
});
let connections = 0;
server.on('connection', () => {
  connections++;
});
server.headersTimeout = 130_000;
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: server.address().port })}\n`);
});
// Ends with its parent: stdin closes when the bench exits, however it exits.
process.stdin.resume();
process.stdin.on('end', () => process.exit(0));
