// Preloaded into the bin by test/cli/output.test.ts: writes the process's peak RSS (kB) on exit.
process.on('exit', () => {
  require('node:fs').writeFileSync(process.env.MAX_RSS_FILE, String(process.resourceUsage().maxRSS));
});
