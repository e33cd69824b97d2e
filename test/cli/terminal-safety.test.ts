/**
 * A server's names carry window-title, clear-screen and clipboard (OSC 52) sequences: at a
 * terminal (a real pseudo-terminal) none of them reaches the screen, in the table, the --cursor
 * hint or an error line; JSON stays exact (escaped as \u where it must be); CSV escapes cells a
 * spreadsheet would run as formulas, unless --no-csv-escape.
 */
import { describe, expect, it } from 'vitest';
import { ERASE_LINE, inTerminal, runCli, SGR, useCliFake } from './helpers.js';

const cli = useCliFake();

const TITLE = '\u001b]0;pwned\u0007';
const CLIPBOARD = '\u001b]52;c;ZWNobyBvd25lZA==\u001b\\';
const CLEAR = '\u001b[2J\u001b[H';
const C1_CLEAR = '\u009b2J';
const FORMULA = '=HYPERLINK("http://evil.example","x")';

const HOSTILE_PAGE = {
  data: [
    {
      id: 'plr_hostile',
      name: `Ann${TITLE} Lee${CLIPBOARD}`,
      team: FORMULA,
      position: `${CLEAR}G`,
      note: `${C1_CLEAR}\u202efdp.exe`,
    },
    { id: 'plr_two', name: '+1 555 0100', team: '-Tigers', position: '@F', note: 'plain' },
  ],
  has_more: true,
  next_cursor: `cur_1${CLIPBOARD}`,
};

/** The next players search is answered with the hostile page. */
function hostileAnswer(): void {
  cli.fake.service.faults.inject({ operationId: 'search_players', status: 200, body: HOSTILE_PAGE });
}

const search = ['players', 'search', '--sport', 'basketball'];

/** Nothing a terminal would act on, apart from our own colour (SGR) and line erasing. */
function expectNoHostileSequences(screen: string): void {
  const withoutOurs = screen.replace(new RegExp(SGR.source, 'g'), '').replaceAll(ERASE_LINE, '');
  expect(withoutOurs).not.toContain('\u001b');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: C1 controls are what it looks for.
  expect(withoutOurs).not.toMatch(/[\u0080-\u009f\u202e\u0007]/);
}

describe('at a terminal', () => {
  it('a table of hostile names: shown, cleaned, and the --cursor hint cleaned too', async () => {
    hostileAnswer();
    const { code, screen } = await inTerminal(search, cli.env('developer'));
    expect(code, screen).toBe(0);
    expectNoHostileSequences(screen);
    expect(screen).toContain('Ann Lee');
    expect(screen).toContain('plr_hostile');
    expect(screen).toContain('--cursor cur_1 for the next page');
  });

  it('JSON at a terminal: C1 and bidi characters \\u-escaped, and it parses to exactly what was sent', async () => {
    hostileAnswer();
    const { code, screen } = await inTerminal([...search, '--format', 'json'], cli.env('developer'));
    expect(code, screen).toBe(0);
    expectNoHostileSequences(screen);
    expect(JSON.parse(screen.replace(/\r\n/g, '\n'))).toEqual(HOSTILE_PAGE);
  });

  it('an error line whose message carries sequences is escaped on the terminal', async () => {
    cli.fake.service.faults.inject({
      operationId: 'search_players',
      status: 400,
      body: {
        error: {
          type: 'invalid_request_error',
          code: 'invalid_parameter',
          message: `Bad sport${TITLE}${C1_CLEAR}\u202e.`,
          param: 'sport',
        },
      },
    });
    const { code, screen } = await inTerminal(search, cli.env('developer'));
    expect(code).toBe(1);
    expectNoHostileSequences(screen);
    expect(screen).toContain('"code":"invalid_parameter"');
  });
});

describe('in a pipe', () => {
  it('JSON is byte for byte what the server sent', async () => {
    hostileAnswer();
    const result = await runCli([...search, '--format', 'json'], { env: cli.env('developer') });
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual(HOSTILE_PAGE);
    expect(result.stdout).toContain('\u009b2J');
  });

  it("CSV: cells starting with =, +, -, @ get a leading ', numbers and other text untouched", async () => {
    hostileAnswer();
    const result = await runCli([...search, '--format', 'csv'], { env: cli.env('developer') });
    expect(result.code, result.stderr).toBe(0);
    const lines = result.stdout.split('\r\n');
    expect(lines[0]).toBe('id,name,team,position,note');
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(lines[2]).toBe("plr_two,'+1 555 0100,'-Tigers,'@F,plain");
  });

  it('--no-csv-escape writes the cells exactly', async () => {
    hostileAnswer();
    const result = await runCli([...search, '--format', 'csv', '--no-csv-escape'], {
      env: cli.env('developer'),
    });
    expect(result.code, result.stderr).toBe(0);
    const lines = result.stdout.split('\r\n');
    expect(lines[1]).toContain(`"=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(lines[2]).toBe('plr_two,+1 555 0100,-Tigers,@F,plain');
  });
});
