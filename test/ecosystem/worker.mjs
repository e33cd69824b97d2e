// A Cloudflare Worker (module syntax) that runs the scenario when POSTed its config. Bundled by
// esbuild with the conditions wrangler uses (workerd, worker, browser) and run by Miniflare
// without nodejs_compat.
import * as sdk from 'sports-data-sdk';
import { runScenario } from './scenario.mjs';

export default {
  async fetch(request) {
    try {
      return Response.json({ ok: true, ...(await runScenario(sdk, await request.json())) });
    } catch (error) {
      return Response.json({ ok: false, error: String(error?.stack ?? error) }, { status: 500 });
    }
  },
};
