#!/usr/bin/env node
// The cost of checking a call's arguments before sending, in nanoseconds per call for typical
// arguments: the document's rules alone (src/internal/validate-input.ts) and every check of the one
// entry (src/internal/check-arguments.ts: options, headers, serializing the query or body included),
// next to a whole SDK call on an in-memory fetch (no network), and the one-off cost of compiling an
// operation's rules on its first call. A loopback request costs about 600 µs (README, Performance),
// so the checks' share of a request is the second figure over that.
//
//   node bench/validate-input.mjs
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { ROOT } from './proc.mjs';

const out = join(ROOT, '.tmp/bench-validate');
mkdirSync(out, { recursive: true });
await build({
  entryPoints: {
    validate: join(ROOT, 'src/internal/validate-input.ts'),
    checks: join(ROOT, 'src/internal/check-arguments.ts'),
    config: join(ROOT, 'src/core/config.ts'),
    operations: join(ROOT, 'src/generated/operations.ts'),
    sdk: join(ROOT, 'src/index.ts'),
  },
  bundle: true,
  format: 'esm',
  platform: 'node',
  outdir: out,
  logLevel: 'error',
});
const { validateInput } = await import(pathToFileURL(join(out, 'validate.js')).href);
const { checkArguments } = await import(pathToFileURL(join(out, 'checks.js')).href);
const { resolveConfig } = await import(pathToFileURL(join(out, 'config.js')).href);
const { operations } = await import(pathToFileURL(join(out, 'operations.js')).href);
const { SportsData } = await import(pathToFileURL(join(out, 'sdk.js')).href);

const cases = [
  [
    'teams.list({ sport, division, limit })',
    operations.list_teams,
    { sport: 'football', division: 'ncaa_d1', limit: 50 },
  ],
  [
    'players.search({ 6 fields })',
    operations.search_players,
    {
      sport: 'football',
      division: 'ncaa_d1',
      gender: 'men',
      position: 'QB',
      sort_by: 'passing_yards',
      limit: 20,
    },
  ],
  [
    'alerts.create({ name, filters: { 5 fields } })',
    operations.create_alert,
    {
      name: 'D1 QBs',
      filters: {
        sport: 'football',
        division: 'ncaa_d1',
        gender: 'men',
        positions: ['QB', 'WR'],
        min_stats: { passing_yards: 2500 },
      },
    },
  ],
  [
    'query.create({ prompt: 300 chars })',
    operations.create_query,
    { prompt: 'x'.repeat(300), sport: 'football' },
  ],
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function nsPerCall(fn, iterations) {
  for (let i = 0; i < 10_000; i++) fn();
  const rounds = [];
  for (let r = 0; r < 7; r++) {
    const start = performance.now();
    for (let i = 0; i < iterations; i++) fn();
    rounds.push(((performance.now() - start) * 1e6) / iterations);
  }
  return median(rounds);
}

async function nsPerSdkCall(client, iterations) {
  for (let i = 0; i < 2_000; i++)
    await client.teams.list({ sport: 'football', division: 'ncaa_d1', limit: 50 });
  const rounds = [];
  for (let r = 0; r < 7; r++) {
    const start = performance.now();
    for (let i = 0; i < iterations; i++)
      await client.teams.list({ sport: 'football', division: 'ncaa_d1', limit: 50 });
    rounds.push(((performance.now() - start) * 1e6) / iterations);
  }
  return median(rounds);
}

const KEY = 'svc_test_AbCdEfGhIjKlMnOpQrStUvWxYz012345';
const config = resolveConfig({ apiKey: KEY, logLevel: 'off' });
/** Every check a call gets before it is sent, through the one entry. */
const check = (op, path, input, options) =>
  checkArguments({ kind: 'call', config, op, args: { path, input }, options });

// First call of an operation: its rules are compiled then, once.
const first = performance.now();
check(operations.list_games, undefined, { sport: 'football', season: 2024 }, undefined);
const compileUs = (performance.now() - first) * 1e3;

console.log('Argument checks before sending (median of 7 rounds): the rules alone / every check');
for (const [label, op, input] of cases) {
  const rules = nsPerCall(() => validateInput(op, input), 200_000);
  const all = nsPerCall(() => check(op, undefined, input, { timeout: 5_000 }), 200_000);
  console.log(`  ${label.padEnd(48)} ${rules.toFixed(0).padStart(6)} ns / ${all.toFixed(0).padStart(6)} ns`);
}
// A call with a path id, checked against the document's pattern (players.get).
const idNs = nsPerCall(
  () => check(operations.get_player, ['plr_7Kq2Xb9LmN4pR8sT'], undefined, undefined),
  200_000,
);
console.log(
  `  ${"players.get's id against ^plr_[A-Za-z0-9]+$".padEnd(48)} ${idNs.toFixed(0).padStart(6)} ns`,
);
console.log(
  `  first call of an operation (compiles its rules)   ${compileUs.toFixed(0).padStart(6)} µs, once`,
);

const page = JSON.stringify({ data: [], has_more: false, next_cursor: null });
const client = new SportsData({
  apiKey: KEY,
  fetch: async () => new Response(page, { headers: { 'content-type': 'application/json' } }),
});
const sdkNs = await nsPerSdkCall(client, 5_000);
console.log(
  `  whole teams.list call on an in-memory fetch         ${(sdkNs / 1000).toFixed(1).padStart(6)} µs`,
);
