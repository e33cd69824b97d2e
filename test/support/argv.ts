/** Command-line arguments as a user types them: the words of `words` (split on spaces), then each of `more` as one argument. */
export function argv(words: string, ...more: string[]): string[] {
  return [...words.split(' '), ...more];
}
