// The entry of the fake service bundled into the Python wheel (sports_data/testing/): the
// `sports-data-fake` command from src/testing/cli.ts, unchanged, plus one rule for running as a
// child of a Python process: when the parent closes our stdin (it stopped us, or it died without
// a chance to), the fake closes and exits, so a killed test run never leaves a server behind.
import { main } from '../../src/testing/cli.ts';

const server = await main(process.argv.slice(2), { input: process.stdin });
if (server !== undefined) {
  process.stdin.on('end', () => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
