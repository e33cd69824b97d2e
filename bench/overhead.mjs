// 1. Per-request overhead, side by side in one process against one loopback server: `players.get`
// one at a time and with 64 in flight, through the SDK and through what a user would write or pick
// instead (issue 24's yardstick):
// - fetch by hand with a timeout like the SDK's (an AbortController and a timer per request): the
//   same guarantee written by hand, the figure the SDK is held to;
// - bare fetch: beside fetch+timeout it shows the machine's noise and what a timer costs;
// - the client libraries, each through its generic GET: openapi-fetch, openai-node and the
//   Anthropic SDK (Stainless cores: `client.get(path)`);
// - `undici.request`: the floor on Node.
// The clients take turns within each round, in a rotating order, and the ratios are paired per
// round, so drift of the machine hits all of them alike. Wall time per request is the figure; CPU
// time of the client process is recorded beside it (steadier on a busy machine).
import { fileURLToPath } from 'node:url';
import { API_KEY, childInput, childOutput, isMain, runNode } from './proc.mjs';
import { PLAYER_ID, fetchWithTimeout, pairedRounds } from './load-shapes.mjs';
import { pairedRatio, summarize } from './stats.mjs';

// 14 rounds: two cycles of `rotate` over the 7 clients (forward, then reversed), so that every
// client takes every place in a round, and follows every other, equally often.
export const DEFAULTS = { rounds: 14, sequential: 1000, burst: 5120, concurrency: 64, warmup: 2000 };

/** Runs the measurement in a fresh process; returns the summarized figures. */
export async function benchOverhead(server, options = {}) {
  const input = { ...DEFAULTS, ...options, url: server.url };
  const raw = await runNode(fileURLToPath(import.meta.url), input, { flags: ['--expose-gc'] });
  const figure = (mode) => {
    const { wall, cpu } = raw[mode];
    const each = (series) => Object.fromEntries(Object.entries(series).map(([n, v]) => [n, summarize(v)]));
    return {
      usPerRequest: each(wall),
      sdkVsFetch: pairedRatio(wall.sdk, wall.fetch),
      sdkVsFetchTimeout: pairedRatio(wall.sdk, wall.fetchTimeout),
      // What the timeout alone costs a hand-written call: the floor under SDK/fetch.
      fetchTimeoutVsFetch: pairedRatio(wall.fetchTimeout, wall.fetch),
      sdkVsUndici: pairedRatio(wall.sdk, wall.undici),
      fetchVsUndici: pairedRatio(wall.fetch, wall.undici),
      // Every client next to fetch+timeout, the peers' standing included.
      vsFetchTimeout: Object.fromEntries(
        Object.keys(wall).map((name) => [name, pairedRatio(wall[name], wall.fetchTimeout)]),
      ),
      // The SDK against each client, round by round: who is first, with the machine's drift paired out.
      sdkVs: Object.fromEntries(Object.keys(wall).map((name) => [name, pairedRatio(wall.sdk, wall[name])])),
      cpuUsPerRequest: each(cpu),
      cpuSdkVsFetch: pairedRatio(cpu.sdk, cpu.fetch),
      cpuSdkVsFetchTimeout: pairedRatio(cpu.sdk, cpu.fetchTimeout),
    };
  };
  return {
    config: { ...DEFAULTS, ...options },
    sequential: figure('sequential'),
    burst: figure('burst'),
  };
}

async function makeClients(url) {
  const [
    { SportsData },
    { Agent, request },
    { default: createOpenapiFetch },
    { default: OpenAI },
    { default: Anthropic },
  ] = await Promise.all([
    import('sports-data-sdk'),
    import('undici'),
    import('openapi-fetch'),
    import('openai'),
    import('@anthropic-ai/sdk'),
  ]);
  const client = new SportsData({ apiKey: API_KEY, baseURL: url });
  const openapiFetch = createOpenapiFetch({ baseUrl: url, headers: { Authorization: `Bearer ${API_KEY}` } });
  // Their defaults otherwise (retries, timeouts), as a user would have them.
  const openai = new OpenAI({ apiKey: API_KEY, baseURL: url });
  const anthropic = new Anthropic({ apiKey: API_KEY, baseURL: url });
  const path = `/v1/players/${encodeURIComponent(PLAYER_ID)}`;
  const target = `${url}/v1/players/${encodeURIComponent(PLAYER_ID)}`;
  const headers = { Accept: 'application/json', Authorization: `Bearer ${API_KEY}` };
  const agent = new Agent();
  return {
    sdk: () => client.players.get(PLAYER_ID),
    async fetch() {
      const response = await fetch(target, { headers });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.json();
    },
    fetchTimeout: fetchWithTimeout(target, headers),
    async openapiFetch() {
      const { data, error } = await openapiFetch.GET('/v1/players/{id}', {
        params: { path: { id: PLAYER_ID } },
      });
      if (error) throw new Error('openapi-fetch: error answer');
      return data;
    },
    openai: () => openai.get(path),
    anthropic: () => anthropic.get(path),
    async undici() {
      const { statusCode, body } = await request(target, { headers, dispatcher: agent });
      if (statusCode !== 200) throw new Error(`HTTP ${statusCode}`);
      return body.json();
    },
  };
}

async function child() {
  const input = childInput();
  childOutput(await pairedRounds(await makeClients(input.url), input));
}

if (isMain(import.meta.url)) await child();
