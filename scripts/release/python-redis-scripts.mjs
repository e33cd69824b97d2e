#!/usr/bin/env node
// Writes the Python client's Redis pacing scripts, `sports_data/_redis_scripts.py`, from the one
// Lua source (src/redis/pacing.lua, read by scripts/codegen/redis-scripts.mjs, which also makes
// the TypeScript client's src/generated/redis-scripts.ts). Part of `npm run build`, as the bundled
// fake is: the file is made, never committed (.gitignore), and the wheel and sdist carry it, so
// the Lua text stands once in the repository and once per package.
//
//   node scripts/release/python-redis-scripts.mjs [--check]   (--check: fail if missing or stale)
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { emitRedisScripts, PYTHON_OUT } from '../codegen/redis-scripts.mjs';
import { writeOrCheck } from '../lib/built-file.mjs';
import { root } from '../lib/packed.mjs';

export const PYTHON_REDIS_SCRIPTS = join(root, PYTHON_OUT);

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeOrCheck(PYTHON_REDIS_SCRIPTS, (await emitRedisScripts(root)).python, 'python-redis-scripts');
}
