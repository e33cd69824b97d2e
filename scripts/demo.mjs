#!/usr/bin/env node
/**
 * `npm run demo`: builds the SDK, starts its fake service on 127.0.0.1, and runs every example in
 * examples/ against it as a user would (a separate process, `SERVICE_API_KEY`/`SERVICE_BASE_URL`
 * in the environment, `import 'sports-data-sdk'` resolved to the build), then one example of the
 * Python client (python/examples/) where a Python 3.10+ with httpx is present. Exits non-zero if any
 * fails.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { transform } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, '.tmp/examples');
const bold = (text) => (process.stdout.isTTY ? `\x1b[1m${text}\x1b[0m` : text);

function build() {
  console.log(bold('Building the SDK (npm run build)…'));
  const result = spawnSync('npm', ['run', '-s', 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('npm run build failed');
}

async function compileExamples() {
  mkdirSync(out, { recursive: true });
  for (const file of readdirSync(path.join(root, 'examples')).filter((f) => f.endsWith('.ts'))) {
    const source = readFileSync(path.join(root, 'examples', file), 'utf8');
    const { code } = await transform(source, { loader: 'ts', format: 'esm', target: 'node18' });
    writeFileSync(path.join(out, file.replace(/\.ts$/, '.mjs')), code);
  }
}

/** Runs one example to completion, its output indented under a title. */
function runExample(name, env, { onLine, command = [process.execPath, path.join(out, `${name}.mjs`)] } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command[0], command.slice(1), {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let buffered = '';
    const print = (chunk) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        console.log(`  ${line}`);
        onLine?.(line);
      }
    };
    child.stdout.on('data', print);
    child.stderr.on('data', print);
    child.on('error', reject);
    child.on('close', (code) => {
      if (buffered) print('\n');
      if (code === 0) resolve(child);
      else reject(new Error(`example ${name} exited with ${code}`));
    });
  });
}

const PYTHON_HINT =
  'Python example skipped: it needs Python 3.10+ with httpx and typing-extensions (Debian: apt-get install python3-httpx python3-typing-extensions; or npm run test:python)';

/**
 * A Python that can run the client from python/src: the suite's venv when it exists, else Debian's
 * or the first python3 on PATH, if it is 3.10+ and imports httpx. Undefined when there is none.
 */
function findPython() {
  const candidates = [path.join(root, 'python/.venv/bin/python'), '/usr/bin/python3', 'python3'];
  const probe = 'import sys, httpx, typing_extensions; sys.exit(0 if sys.version_info >= (3, 10) else 1)';
  return candidates.find((python) => spawnSync(python, ['-c', probe], { stdio: 'ignore' }).status === 0);
}

/** The receiver runs in the background; resolves with its URL once it listens. */
function startReceiver(env) {
  let done;
  const listening = new Promise((resolve, reject) => {
    done = runExample('webhook-receiver', env, {
      onLine: (line) => {
        const url = line.match(/listening on (\S+)/)?.[1];
        if (url) resolve(url);
      },
    });
    done.catch(reject);
  });
  return { listening, done };
}

/**
 * The `sports-data` bin as a user types it (`npx sports-data …`), its progress drawn on stderr
 * when that is a terminal, as the CLI decides: a demo piped into a log gets no bars and no escape
 * codes.
 */
function runCli(args, env) {
  console.log(`  $ sports-data ${args.join(' ')}`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'dist/cli/bin.js'), ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout.on('data', (chunk) => process.stdout.write(String(chunk).replace(/^/gm, '  ')));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`sports-data exited with ${code}`)),
    );
  });
}

async function main() {
  // `--no-build`: the caller has just built dist/ (npm test does, then runs the demo as a test).
  if (!process.argv.includes('--no-build')) build();
  await compileExamples();
  const { createFakeServer } = await import(pathToFileURL(path.join(root, 'dist/testing/index.js')).href);
  const fake = await createFakeServer();
  const { service, keys, url } = fake;
  const as = (role) => ({ SERVICE_BASE_URL: url, SERVICE_API_KEY: keys[role] });
  console.log(bold(`Fake Sports Data API on ${url} (files on ${fake.filesUrl})\n`));

  const steps = [
    ['search-players', 'Search players and page with for await', 'developer'],
    ['player-profile', 'A player profile, season stats and response meta', 'developer'],
    ['teams-and-rosters', 'Teams, rosters and coaching staffs', 'developer'],
    ['natural-language-query', 'query.createAndPoll', 'developer'],
  ];
  if (readdirSync(path.join(root, 'examples')).includes('export-rows.ts')) {
    steps.push(['export-rows', 'exports.createAndPoll and the rows of the file', 'developer']);
  }
  try {
    for (const [name, title, role] of steps) {
      console.log(bold(`▶ ${title} (examples/${name}.ts, ${role} key)`));
      await runExample(name, as(role));
      console.log('');
    }

    console.log(
      bold(
        '▶ An alert, its matches, and the webhook push (examples/alerts.ts + examples/webhook-receiver.ts)',
      ),
    );
    const account = service.accountIds.developer;
    const receiver = startReceiver({
      ...as('developer'),
      PORT: '0',
      WEBHOOK_MAX_EVENTS: '1',
      SERVICE_WEBHOOK_SECRET: service.webhookSecret(account),
    });
    service.setWebhook(account, await receiver.listening);
    // The real portal has new entries arriving; here the demo adds one of the sport the alert
    // watches (the example prints it) once the alert exists.
    let added;
    const alerts = runExample('alerts', as('developer'), {
      onLine: (line) => {
        const sport = line.match(/watching sport (\S+)\.$/)?.[1];
        if (!sport) return;
        added = service.addPortalEntry({ sport });
        added.catch(() => {}); // awaited below, where a failure is reported
      },
    });
    await Promise.all([alerts, receiver.done]);
    await added;
    console.log('');

    console.log(bold('▶ The command line: whoami, then an export pulled to a CSV file (dist/cli/bin.js)'));
    mkdirSync(path.join(root, '.tmp'), { recursive: true });
    await runCli(['whoami', '--format', 'json'], as('developer'));
    await runCli(
      [
        'exports',
        'create',
        '--resource',
        'players',
        '--format',
        'csv',
        '--filters.sport',
        'football',
        '--wait',
        '--out',
        '.tmp/football-players.csv',
        // The demo's own file from an earlier run: replaced (only once the new download verifies).
        '--force',
        '--output-format',
        'json',
      ],
      as('developer'),
    );
    console.log('');

    console.log(bold('▶ Branching on plan_required and rate_limit_exceeded (examples/errors.ts, free key)'));
    await runExample('errors', as('free'));
    console.log('');

    const python = findPython();
    if (python) {
      console.log(bold('▶ The Python client: search and page with for (python/examples/search_players.py)'));
      // The client as it is in the tree, whether or not it was installed into this Python.
      const env = { ...as('developer'), PYTHONPATH: path.join(root, 'python/src') };
      await runExample('search_players.py', env, {
        command: [python, path.join(root, 'python/examples/search_players.py')],
      });
      console.log('');
      if (spawnSync(python, ['-c', 'import pandas'], { stdio: 'ignore' }).status === 0) {
        console.log(
          bold(
            '▶ A notebook flow: an export into a typed pandas DataFrame, with progress, and a cached read re-run for free (python/examples/notebook_export.py)',
          ),
        );
        let rerunCached = false;
        await runExample('notebook_export.py', env, {
          command: [python, path.join(root, 'python/examples/notebook_export.py')],
          onLine: (line) => {
            if (/^re-run: .*from_cache=True/.test(line)) rerunCached = true;
          },
        });
        // The point of the last cell: its re-run came from the cache, not from the service.
        if (!rerunCached)
          throw new Error('notebook_export.py: the re-run of the cached read was not answered by the cache');
      } else
        console.log(
          'Python notebook example skipped: it needs pandas (Debian: apt-get install python3-pandas).',
        );
    } else console.log(PYTHON_HINT);
    console.log(bold('\nAll examples ran.'));
  } finally {
    await fake.close();
  }
}

main().catch((error) => {
  console.error(`demo failed: ${error.message}`);
  process.exit(1);
});
