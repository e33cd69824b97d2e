/**
 * How deep an answer may nest for the CLI to print it. Printing walks it once per level (JSON
 * text, the dotted columns of a table or CSV), and an answer is the server's to shape: 200,000
 * levels fit well within `maxResponseBytes` and would exhaust the stack. No answer the API documents
 * nests more than a few levels.
 */
export const MAX_NESTING = 1_000;

/** An answer too deep to print: a typed error (`invalid_response`, `answer_too_deep`), not a crash. */
export class AnswerTooDeepError extends Error {
  override name = 'AnswerTooDeepError';
  readonly code = 'answer_too_deep';
  constructor() {
    super(`The answer nests deeper than ${MAX_NESTING} levels: the CLI does not print it.`);
  }
}

/**
 * Throws {@link AnswerTooDeepError} when `value` nests deeper than {@link MAX_NESTING}. Walks with
 * its own stack, so the check has no recursion for a server to exhaust.
 */
export function checkNesting(value: unknown): void {
  const values: unknown[] = [value];
  const depths: number[] = [0];
  while (values.length > 0) {
    const current = values.pop();
    const depth = depths.pop() as number;
    if (current === null || typeof current !== 'object') continue;
    if (depth >= MAX_NESTING) throw new AnswerTooDeepError();
    for (const inner of Array.isArray(current) ? current : Object.values(current)) {
      if (inner !== null && typeof inner === 'object') {
        values.push(inner);
        depths.push(depth + 1);
      }
    }
  }
}
