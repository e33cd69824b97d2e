/** What the terminal cleaning keeps and removes, sequence by sequence. */
import { describe, expect, it } from 'vitest';
import { jsonForTerminal, terminalText } from '../../src/cli/terminal-text.js';

describe('terminalText', () => {
  it.each([
    ['a window title (OSC 0, ended by BEL)', 'Ann\u001b]0;pwned\u0007 Lee', 'Ann Lee'],
    ['a clipboard write (OSC 52, ended by ST)', 'Ann\u001b]52;c;ZWNobyBoaQ==\u001b\\ Lee', 'Ann Lee'],
    ['clear screen and cursor home (CSI)', '\u001b[2J\u001b[HAnn Lee', 'Ann Lee'],
    ['colour (SGR) and a private mode', '\u001b[31;1mAnn\u001b[0m \u001b[?1049hLee', 'Ann Lee'],
    ['the C1 spellings of CSI and OSC', 'Ann\u009b2J \u009d0;x\u009cLee', 'Ann Lee'],
    ['a DCS string and an APC string', 'Ann\u001bPq#0\u001b\\ \u001b_x\u001b\\Lee', 'Ann Lee'],
    ['short ESC forms (charset, keypad, reset)', 'Ann\u001b(0 \u001b=\u001bcLee', 'Ann Lee'],
    ['backspace, carriage return, DEL, NUL', 'Ann\b\r\u007f\u0000 Lee', 'Ann Lee'],
    ['bidi overrides', 'Ann \u202eeeL\u202c', 'Ann eeL'],
    ['an OSC that never ends', 'Ann Lee\u001b]0;and everything after', 'Ann Lee'],
  ])('removes %s', (_, input, expected) => {
    expect(terminalText(input)).toBe(expected);
  });

  it('keeps text as it is, Unicode included; line breaks only when multiline', () => {
    const text = 'Zoë Ñúñez 🏀 «quoted» — 東京';
    expect(terminalText(text)).toBe(text);
    expect(terminalText('a\nb\tc')).toBe('a b c');
    expect(terminalText('a\nb\tc', { multiline: true })).toBe('a\nb\tc');
  });

  it('reads at most maxLength characters', () => {
    expect(terminalText(`abc\u001b[2Jdef${'x'.repeat(100)}`, { maxLength: 10 })).toBe('abcdef');
  });
});

describe('jsonForTerminal', () => {
  it('escapes DEL, C1 and bidi characters as \\u, and parses back to the same value', () => {
    const value = { name: 'Ann\u009b2J\u0085\u007f\u202eLee', plain: 'Zoë 🏀' };
    const json = JSON.stringify(value);
    const safe = jsonForTerminal(json);
    expect(safe).toBe('{"name":"Ann\\u009b2J\\u0085\\u007f\\u202eLee","plain":"Zoë 🏀"}');
    expect(JSON.parse(safe)).toEqual(value);
    expect(jsonForTerminal('{"a":1}')).toBe('{"a":1}');
  });
});
