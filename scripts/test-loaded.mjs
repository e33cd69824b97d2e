#!/usr/bin/env node
// The suite beside other work: CI runs on a shared machine, and a test that fails under load
// blocks every landing.
//
//   node scripts/test-loaded.mjs [--runs 3] [--busy 2] [-- <command...>]
//
// Starts `--busy` busy-loop processes (`node -e 'for(;;){}'`, default 2: on a 2-core machine
// they take both cores), runs the command (default `npm test`) `--runs` times in a row (default
// 3), stops the busy loops, prints one line per run, and exits non-zero unless every run passed.
import { spawn } from 'node:child_process';

const args = process.argv.slice(2);
const dashes = args.indexOf('--');
const own = dashes === -1 ? args : args.slice(0, dashes);
const command = dashes === -1 ? ['npm', 'test'] : args.slice(dashes + 1);
const option = (name, fallback) => {
  const i = own.indexOf(name);
  const value = i >= 0 ? Number(own[i + 1]) : fallback;
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer`);
  return value;
};
const runs = option('--runs', 3);
const busy = option('--busy', 2);

const loops = Array.from({ length: busy }, () =>
  spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }),
);
const stopLoops = () => {
  for (const loop of loops) if (loop.exitCode === null) loop.kill('SIGKILL');
};
process.on('exit', stopLoops);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopLoops();
    process.exit(130);
  });
}

function run() {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command[0], command.slice(1), { stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve({ code: code ?? 1, signal, ms: Date.now() - started }));
  });
}

const results = [];
console.log(`test:loaded: ${busy} busy loop(s) running; ${runs} run(s) of: ${command.join(' ')}`);
for (let i = 1; i <= runs; i++) {
  const result = await run();
  results.push(result);
  console.log(
    `test:loaded: run ${i}/${runs} ${result.code === 0 ? 'passed' : `FAILED (exit ${result.code}${result.signal ? `, ${result.signal}` : ''})`} in ${Math.round(result.ms / 1000)} s`,
  );
}
stopLoops();
const passed = results.filter((r) => r.code === 0).length;
console.log(`test:loaded: ${passed} of ${runs} run(s) passed beside ${busy} busy loop(s).`);
process.exit(passed === runs ? 0 : 1);
