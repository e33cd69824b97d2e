// Child processes of the bench: the server, and the measuring processes (one job each, fresh heap).
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const BENCH_DIR = dirname(fileURLToPath(import.meta.url));
export const ROOT = join(BENCH_DIR, '..');
export const WORK_DIR = join(BENCH_DIR, '.work');

/** The one key the bench server expects (it checks none; the SDK needs one to send). */
export const API_KEY = 'svc_test_bench000000000000000000000000';

/** Starts bench/server.mjs in its own process; resolves once it listens. */
export function startServer(env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(BENCH_DIR, 'server.mjs')], {
      stdio: ['pipe', 'pipe', 'inherit'],
      env: { ...process.env, ...env },
    });
    let buffered = '';
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`bench server exited early (${code})`)));
    child.stdout.on('data', (chunk) => {
      buffered += chunk;
      const line = buffered.split('\n')[0];
      if (!buffered.includes('\n')) return;
      const { port } = JSON.parse(line);
      child.removeAllListeners('exit');
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise((done) => {
            child.once('exit', done);
            child.stdin.end();
          }),
      });
    });
  });
}

/**
 * Runs `node [flags] script` with `input` (JSON) as its one argument and resolves with the JSON
 * object the script prints as its last line of stdout. The script's stderr is passed through.
 */
export function runNode(script, input, { flags = [], cwd = ROOT } = {}) {
  return runMeasuring(process.execPath, [...flags, script], input, { cwd });
}

/** The same for any program (`python bench/python_bench.py`, …): `input` is its last argument. */
export function runMeasuring(command, args, input, { cwd = ROOT, env = process.env } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, [...args, JSON.stringify(input)], {
      cwd,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      const last = out.trim().split('\n').at(-1);
      if (code !== 0 || !last) {
        reject(new Error(`${args.at(-1)} exited with ${code}:\n${out.slice(-2000)}`));
        return;
      }
      resolve(JSON.parse(last));
    });
  });
}

/** True when the module at `url` is the script node was started with. */
export function isMain(url) {
  return process.argv[1] !== undefined && fileURLToPath(url) === process.argv[1];
}

/** The JSON argument of a measuring process. */
export function childInput() {
  return JSON.parse(process.argv[2] ?? '{}');
}

/** Prints a measuring process's result as its last line of stdout. */
export function childOutput(result) {
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

/** Resident set size in MB. */
export function rssMB() {
  return process.memoryUsage.rss() / 1048576;
}
