// The consumer project every ecosystem test shares: the packed tarball installed outside the repo,
// the scenario files beside it, and a fake service (from the packed testing kit) per run.
import { cpSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { scenarioKeys } from '../../test/ecosystem/scenario.mjs';
import { installTarball, root } from '../lib/packed.mjs';

/** Packs and installs the SDK into `work/app` and copies test/ecosystem's files in. */
export async function prepareApp(work) {
  const app = await installTarball(work);
  const source = join(root, 'test', 'ecosystem');
  for (const file of readdirSync(source)) cpSync(join(source, file), join(app, file));
  return app;
}

/** A fresh fake service over HTTP, from the tarball's own testing kit. */
export async function startFake(app) {
  const testing = join(app, 'node_modules', 'sports-data-sdk', 'dist', 'testing', 'index.js');
  const { createFakeServer } = await import(pathToFileURL(testing).href);
  return createFakeServer();
}

/** What the scenario gets: where the fake is and which keys to use (see scenario.mjs). */
export function scenarioConfig(fake) {
  return {
    url: fake.url,
    keys: { ...scenarioKeys(fake.keys), guarded: fake.keys.plus },
  };
}

/**
 * What the fake saw of one scenario run, checked on the wire: the search paged (two pages and the
 * first page again), both export files came from the file host, without a key.
 */
export function wireProblems(fake) {
  const problems = [];
  const searches = fake.service.requests.filter((r) => r.operationId === 'search_players');
  if (searches.length < 3)
    problems.push(`the fake saw ${searches.length} search requests, expected 3 or more`);
  const files = fake.service.fileRequests.filter((r) => r.method === 'GET');
  if (files.length !== 2) problems.push(`the file host saw ${files.length} downloads, expected 2`);
  if (files.some((r) => r.headers.authorization !== undefined))
    problems.push('a key was sent to the file host');
  return problems;
}
