/**
 * src/redis/pacing.lua → the Redis pacing scripts of both clients: src/generated/redis-scripts.ts
 * (for `sports-data-sdk/redis`, written by `npm run generate`) and
 * python/src/sports_data/_redis_scripts.py (for `sports_data.redis`, written by `npm run build`
 * through scripts/release/python-redis-scripts.mjs, never committed). One Lua source, so that a
 * Node service and a Python notebook of one account run the same scripts, with the same SHA-1, on
 * the same keys.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export const LUA_SOURCE = 'src/redis/pacing.lua';
export const PYTHON_OUT = 'python/src/sports_data/_redis_scripts.py';

const SECTION = /^--- @(prologue|script ([A-Z]+))\s*$/;

/** `{ NAME: script }` in file order: each script is the prologue, then its own section. */
export function parseScripts(lua) {
  let prologue;
  const sections = new Map();
  let current;
  for (const line of lua.split('\n')) {
    const marker = SECTION.exec(line);
    if (marker) {
      current = [];
      if (marker[2] === undefined) {
        if (prologue !== undefined) throw new Error(`${LUA_SOURCE}: two prologues`);
        prologue = current;
      } else {
        if (sections.has(marker[2])) throw new Error(`${LUA_SOURCE}: two scripts named ${marker[2]}`);
        sections.set(marker[2], current);
      }
      continue;
    }
    // `---` lines document the file; everything else inside a section is Lua sent to Redis.
    if (current && !line.startsWith('---')) current.push(line);
  }
  if (!prologue || sections.size === 0) throw new Error(`${LUA_SOURCE}: a prologue and scripts are needed`);
  const trimmed = (lines) => lines.join('\n').trim();
  const scripts = {};
  for (const [name, lines] of sections) scripts[name] = `${trimmed(prologue)}\n${trimmed(lines)}`;
  return scripts;
}

const sha1 = (text) => createHash('sha1').update(text).digest('hex');

// One string literal a script: the Lua is data to the TypeScript module (sent to Redis as it is),
// so it is written as the one value it is, not as lines of TypeScript.
function emitTypeScript(scripts) {
  const body = Object.entries(scripts)
    .map(
      ([name, source]) =>
        `export const ${name} = ${JSON.stringify(source)};\nexport const ${name}_SHA1 = '${sha1(source)}';`,
    )
    .join('\n\n');
  return `// Generated from ${LUA_SOURCE} by scripts/generate.mjs (scripts/codegen/redis-scripts.mjs). Do not edit: change the .lua file, then run \`npm run generate\`.
/** The Lua scripts of the Redis pacing store (see ${LUA_SOURCE} for what each does), and their SHA-1. */

${body}
`;
}

function emitPython(scripts) {
  const body = Object.entries(scripts)
    .map(([name, source]) => {
      if (/"""|\\/.test(source)) throw new Error(`${LUA_SOURCE}: ${name} cannot go in a Python string`);
      return `${name} = """${source}"""\n${name}_SHA1 = "${sha1(source)}"`;
    })
    .join('\n\n');
  return `# Made from ${LUA_SOURCE} by npm run build (scripts/release/python-redis-scripts.mjs). Do not edit: change the .lua file, then run \`npm run build\`.
"""The Lua scripts of the Redis pacing store (see ${LUA_SOURCE} for what each does), and their SHA-1."""

${body}
`;
}

/** The two generated files, by path from the repository root. */
export async function emitRedisScripts(root) {
  const scripts = parseScripts(await readFile(path.join(root, LUA_SOURCE), 'utf8'));
  return { typescript: emitTypeScript(scripts), python: emitPython(scripts) };
}
