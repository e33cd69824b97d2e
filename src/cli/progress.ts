/**
 * One status line on stderr, redrawn in place (`\r` and erase-line), at most every 100 ms, and a
 * one-second tick so that elapsed time moves while nothing else does. Off when stderr is not a
 * terminal, unless `--progress=always`.
 */
import { excerpt } from '../internal/redact.js';
import { terminalText } from './terminal-text.js';

const REDRAW_MS = 100;
/** A status line fits a terminal row: no more of its text than this is ever scanned. */
const LINE_SCAN = 2_000;

/** One line of text from anywhere (a job's status, an id) as the terminal may show it: cut, then cleaned. */
const line = (text: string) => terminalText(excerpt(text, LINE_SCAN), { maxLength: LINE_SCAN });

export class ProgressLine {
  readonly #stream: NodeJS.WritableStream;
  #lastDraw = 0;
  #shown = false;
  #render: (() => string) | undefined;
  #tick: ReturnType<typeof setInterval> | undefined;
  readonly enabled: boolean;

  constructor(stream: NodeJS.WritableStream, enabled: boolean) {
    this.#stream = stream;
    this.enabled = enabled;
  }

  /** Starts showing `render()`, redrawn on update() and every second. */
  start(render: () => string): void {
    if (!this.enabled) return;
    this.#render = render;
    this.#draw();
    this.#tick = setInterval(() => this.#draw(), 1_000);
    this.#tick.unref();
  }

  /** Something changed: redraw, unless the last redraw was under 100 ms ago. */
  update(force = false): void {
    if (!this.enabled || !this.#render) return;
    if (force || Date.now() - this.#lastDraw >= REDRAW_MS) this.#draw();
  }

  /**
   * Replaces the line with `text` (kept on screen), or clears it; stops the tick. `style` (a colour)
   * is applied after the text is cleaned, so it is the only escape sequence the line carries.
   */
  finish(text?: string, style: (text: string) => string = (t) => t): void {
    if (this.#tick) clearInterval(this.#tick);
    this.#tick = undefined;
    if (!this.enabled) return;
    if (this.#shown || text) this.#stream.write(`\r\x1b[2K${text ? `${style(line(text))}\n` : ''}`);
    this.#shown = false;
    this.#render = undefined;
  }

  #draw(): void {
    if (!this.#render) return;
    this.#lastDraw = Date.now();
    this.#shown = true;
    this.#stream.write(`\r\x1b[2K${line(this.#render())}`);
  }
}

export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  const units = ['kB', 'MB', 'GB', 'TB'];
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

export function formatSeconds(ms: number): string {
  const s = ms / 1000;
  if (s < 60) return `${s.toFixed(1)}s`;
  return `${Math.floor(s / 60)}m${String(Math.floor(s % 60)).padStart(2, '0')}s`;
}

/** `[██████░░░░░░░░]` for a fraction 0…1. */
export function bar(fraction: number, width = 20): string {
  const filled = Math.max(0, Math.min(width, Math.round(fraction * width)));
  return `[${'█'.repeat(filled)}${'░'.repeat(width - filled)}]`;
}
