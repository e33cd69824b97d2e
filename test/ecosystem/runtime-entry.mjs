// Node, Bun and Deno: `<runtime> runtime-entry.mjs '<json config>'` prints one JSON line.
// The config comes as an argument, not an environment variable: Deno runs with --allow-net only.
import * as sdk from 'sports-data-sdk';
import { runScenario } from './scenario.mjs';

const args = globalThis.Deno ? globalThis.Deno.args : process.argv.slice(2);
const config = JSON.parse(args[0]);
const result = await runScenario(sdk, config);
console.log(JSON.stringify({ ok: true, ...result }));
