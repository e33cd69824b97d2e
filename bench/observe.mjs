// 9. What hooks and telemetry cost a request (issue 32): `players.get` through the SDK with both
// off (the client of section 1), with six no-op hooks, and with `telemetry: true` and no provider
// registered (OpenTelemetry's no-op tracer and meter: the SDK's own work, not an exporter's), beside
// fetch with a timeout like the SDK's. Taking turns within each round in a rotating order, ratios
// paired per round, as in section 1. "Off" must stay section 1's SDK: nothing is loaded or made
// per request when neither option is set.
import { fileURLToPath } from 'node:url';
import { API_KEY, childInput, childOutput, isMain, runNode } from './proc.mjs';
import { PLAYER_ID, fetchWithTimeout, pairedRounds } from './load-shapes.mjs';
import { pairedRatio, summarize } from './stats.mjs';

// 8 rounds: two cycles of `rotate` over the 4 clients.
export const DEFAULTS = { rounds: 8, sequential: 1000, burst: 5120, concurrency: 64, warmup: 2000 };

export async function benchObserve(server, options = {}) {
  const input = { ...DEFAULTS, ...options, url: server.url };
  const raw = await runNode(fileURLToPath(import.meta.url), input, { flags: ['--expose-gc'] });
  const figure = (mode) => {
    const { wall } = raw[mode];
    return {
      usPerRequest: Object.fromEntries(Object.entries(wall).map(([n, v]) => [n, summarize(v)])),
      offVsFetchTimeout: pairedRatio(wall.off, wall.fetchTimeout),
      hooksVsOff: pairedRatio(wall.hooks, wall.off),
      telemetryVsOff: pairedRatio(wall.telemetry, wall.off),
    };
  };
  return { config: { ...DEFAULTS, ...options }, sequential: figure('sequential'), burst: figure('burst') };
}

async function makeClients(url) {
  const { SportsData } = await import('sports-data-sdk');
  const noop = () => {};
  const options = { apiKey: API_KEY, baseURL: url };
  const off = new SportsData(options);
  const hooks = new SportsData({
    ...options,
    hooks: {
      onRequest: noop,
      onResponse: noop,
      onRetry: noop,
      onPacingWait: noop,
      onPoll: noop,
      onSettled: noop,
    },
  });
  const telemetry = new SportsData({ ...options, telemetry: true });
  const target = `${url}/v1/players/${encodeURIComponent(PLAYER_ID)}`;
  const headers = { Accept: 'application/json', Authorization: `Bearer ${API_KEY}` };
  return {
    off: () => off.players.get(PLAYER_ID),
    hooks: () => hooks.players.get(PLAYER_ID),
    telemetry: () => telemetry.players.get(PLAYER_ID),
    fetchTimeout: fetchWithTimeout(target, headers),
  };
}

async function child() {
  const input = childInput();
  childOutput(await pairedRounds(await makeClients(input.url), input));
}

if (isMain(import.meta.url)) await child();
