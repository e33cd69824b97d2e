/** `--help` at every level, written from the command table: every namespace, command and flag. */
import { describe, expect, it } from 'vitest';
import { cliCommands, cliNamespaces } from '../../src/generated/cli-commands.js';
import { runCli } from './helpers.js';

const KEY = 'svc_live_HelpMustNeverShowThisKey0000000';
const kebab = (name: string) => name.replace(/_/g, '-');

/**
 * One process at a time: spawning them in parallel would only add bursts of CPU that the
 * timing-sensitive suites running beside this one on a two-core machine feel.
 */
async function eachInTurn<T>(items: readonly T[], run: (item: T) => Promise<void>): Promise<void> {
  for (const item of items) await run(item);
}

describe('sports-data --help', () => {
  it('lists every namespace and whoami, exit 0, and never shows the key', async () => {
    for (const args of [['--help'], ['-h'], []]) {
      const result = await runCli(args, { env: { SERVICE_API_KEY: KEY } });
      expect(result.code).toBe(0);
      for (const ns of cliNamespaces) expect(result.stdout).toContain(`  ${ns.name} `);
      expect(result.stdout).toContain('whoami');
      expect(result.stdout + result.stderr).not.toContain(KEY);
    }
  });

  it('each namespace lists its commands in kebab-case', { timeout: 60_000 }, async () => {
    await eachInTurn(cliNamespaces, async (ns) => {
      const result = await runCli([ns.name, '--help']);
      expect(result.code).toBe(0);
      for (const command of cliCommands.filter((c) => c.namespace === ns.name))
        expect(result.stdout).toMatch(new RegExp(`^  ${command.command}\\b`, 'm'));
    });
  });

  it('each command shows its arguments and flags, required ones marked, enum values listed', {
    timeout: 120_000,
  }, async () => {
    await eachInTurn(cliCommands, async (command) => {
      const result = await runCli([command.namespace, command.command, '--help'], {
        env: { SERVICE_API_KEY: KEY },
      });
      expect(result.code, result.stderr).toBe(0);
      const help = result.stdout;
      expect(help).toContain(`sports-data ${command.namespace} ${command.command}`);
      expect(help).toContain(command.summary);
      for (const arg of command.pathArgs) expect(help).toContain(`<${arg.name}>`);
      for (const flag of command.flags) {
        // The flag's own line, up to the next flag line.
        const start = help.indexOf(`  --${kebab(flag.name)}`);
        expect(start, `${command.command}: --${kebab(flag.name)}`).toBeGreaterThan(-1);
        const rest = help.slice(start + 3);
        const block = rest.slice(0, rest.search(/\n {2}--|\n\n/) + 1 || undefined).replace(/\s+/g, ' ');
        if (flag.required) expect(block).toContain('Required.');
        else expect(block).not.toContain('Required.');
        for (const value of flag.enum ?? []) expect(block).toContain(value);
      }
      if (command.list) expect(help).toContain('--all');
      // The global flags are named, their descriptions left to `sports-data --help`.
      const globals = help.slice(help.indexOf('Global flags'));
      expect(globals).toContain('--api-key, --base-url');
      expect(globals).toContain('(described by `sports-data --help`)');
      expect(globals).not.toContain('prefer the variable');
      expect(help).not.toContain(KEY);
    });
  });

  it('--help after a typo still names the mistake (exit 2)', async () => {
    const result = await runCli(['teams', 'lsit', '--help']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Did you mean list?');
  });
});
