// A browser app, as a user would write it: imports the SDK by name and is bundled by esbuild,
// Rollup, Vite and webpack with their default settings. Its config comes in the page's URL hash;
// the outcome is left on `window.__scenario` for the test driving the browser.
import * as sdk from 'sports-data-sdk';
import { runScenario } from './scenario.mjs';

/** A live key in a page: refused before any request, unless dangerouslyAllowBrowser is set. */
async function liveKeyGuard({ url, keys }) {
  try {
    new sdk.SportsData({ apiKey: keys.guarded, baseURL: url });
  } catch (error) {
    if (!(error instanceof sdk.InvalidArgumentError) || error.param !== 'dangerouslyAllowBrowser')
      throw error;
    if (String(error).includes(keys.guarded)) throw new Error('the refusal shows the key');
    return 'refused';
  }
  throw new Error('a live key was accepted in a browser without dangerouslyAllowBrowser');
}

async function main() {
  const config = JSON.parse(decodeURIComponent(location.hash.slice(1)));
  const guard = await liveKeyGuard(config);
  const result = await runScenario(sdk, { ...config, clientOptions: { dangerouslyAllowBrowser: true } });
  return { ok: true, guard, ...result };
}

main().then(
  (result) => {
    window.__scenario = result;
  },
  (error) => {
    window.__scenario = { ok: false, error: String(error?.stack ?? error) };
  },
);
