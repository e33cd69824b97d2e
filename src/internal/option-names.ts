import { hintFor } from './did-you-mean.js';
import { InvalidArgumentError } from '../core/errors.js';

/**
 * Refuses an option name that is not in `known`: a misspelt option (`apikey`, `maxretries`,
 * `timeout` for `timeoutMs`) would otherwise be ignored without a word and the call run without it.
 * `known` is a `Record` over the options interface's keys where it is declared, so an option added
 * to the interface fails to compile until it is listed there.
 */
export function checkOptionNames(
  options: object,
  known: Readonly<Record<string, true>>,
  where: string,
): void {
  for (const name of Object.keys(options)) {
    if (Object.hasOwn(known, name)) continue;
    const names = Object.keys(known);
    throw new InvalidArgumentError(
      'invalid_argument',
      `${where}: unknown option \`${name}\`${hintFor(name, names)}. Options are ${names.join(', ')}.`,
      name,
    );
  }
}
