// The export files of the download bench: 1,000,000 player rows as gzip JSON Lines and as gzip CSV
// (a header row, nested objects as dotted columns, as the service writes them), generated once into
// bench/.work and reused while the generator's version and the row count stay the same.
import { createWriteStream, existsSync, mkdirSync, renameSync } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import { createGzip } from 'node:zlib';
import { WORK_DIR } from './proc.mjs';

/** Bump when the rows change, so stale files are made again. */
const VERSION = 1;

const FIRST = [
  'Aiden',
  'Maya',
  'Jalen',
  'Sofia',
  'Marcus',
  'Ava',
  'Darius',
  'Chloe',
  'Tyrese',
  'Nia',
  'Caleb',
  'Imani',
];
const LAST = [
  'Adeyemi',
  'Brooks',
  'Castillo',
  'Dawson',
  'Ellis',
  'Fofana',
  'Grant',
  'Hughes',
  'Ibarra',
  'Jensen',
];
const TEAMS = [
  'Coral Coast Miners',
  'Pinecrest Herons',
  'Eastvale State Pioneers',
  'Northridge Owls',
  'Lakeside Rams',
];
const POSITIONS = ['G', 'F', 'C', 'G-F', 'F-C'];
const CLASS_YEARS = ['freshman', 'sophomore', 'junior', 'senior', 'graduate'];

/** Player row `n`: varied, deterministic, shaped like the service's `Player`. */
export function playerRow(n) {
  // A stat in [base, base + max), one decimal, spread by a multiplicative hash of the row and the stat.
  const r = (k, max, base = 0) =>
    Math.round(base * 10 + ((((n * 2654435761 + k * 40503) >>> 0) % 1000) * max) / 100) / 10;
  return {
    id: `plr_${n.toString(36).padStart(10, '0')}`,
    name: `${FIRST[n % FIRST.length]} ${LAST[(n >> 3) % LAST.length]}`,
    team: TEAMS[n % TEAMS.length],
    team_id: `team_${((n % TEAMS.length) * 7919).toString(36).padStart(8, '0')}`,
    sport: 'basketball',
    division: 'ncaa_d1',
    gender: n % 2 ? 'women' : 'men',
    position: POSITIONS[n % POSITIONS.length],
    class_year: CLASS_YEARS[n % CLASS_YEARS.length],
    stats: {
      points_per_game: r(1, 25),
      rebounds_per_game: r(2, 12),
      assists_per_game: r(3, 10),
      steals_per_game: r(4, 4),
      blocks_per_game: r(5, 3),
      field_goal_pct: r(6, 40, 30),
      three_point_pct: r(7, 25, 20),
    },
  };
}

const CSV_COLUMNS = Object.keys(playerRow(0)).flatMap((key) =>
  key === 'stats' ? Object.keys(playerRow(0).stats).map((stat) => `stats.${stat}`) : [key],
);

function csvLine(row) {
  return CSV_COLUMNS.map((column) =>
    column.startsWith('stats.') ? row.stats[column.slice(6)] : row[column],
  ).join(',');
}

/** The path of the gzip file of `rows` rows in `format`, made if missing. */
export async function exportFile(format, rows) {
  const name = `exp_${format}${rows}v${VERSION}`;
  const path = join(WORK_DIR, `${name}.gz`);
  if (existsSync(path)) return { id: name, path };
  mkdirSync(WORK_DIR, { recursive: true });
  const partial = `${path}.partial`;
  const gzip = createGzip();
  const done = gzip.pipe(createWriteStream(partial));
  const write = async (text) => {
    if (!gzip.write(text)) await once(gzip, 'drain');
  };
  if (format === 'csv') await write(`${CSV_COLUMNS.join(',')}\r\n`);
  const BATCH = 5000;
  for (let start = 0; start < rows; start += BATCH) {
    const lines = [];
    for (let n = start; n < Math.min(rows, start + BATCH); n++) {
      lines.push(format === 'csv' ? `${csvLine(playerRow(n))}\r\n` : `${JSON.stringify(playerRow(n))}\n`);
    }
    await write(lines.join(''));
  }
  gzip.end();
  await once(done, 'finish');
  renameSync(partial, path);
  return { id: name, path };
}
