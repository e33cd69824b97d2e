/**
 * openapi.json → python/src/sports_data/_generated/validation.py: the argument rules of
 * validation.mjs (the table src/generated/validation.ts is written from), as Python data for
 * _arguments.py. One reading of the document for both clients: nothing here restates a rule.
 */
import { namedIdRules, pathRuleLines, validationRules } from './validation.mjs';

/** A JSON value as a Python literal (the rules hold only objects, arrays, strings, numbers, booleans). */
function pyData(value) {
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (value === null) return 'None';
  if (Array.isArray(value)) return `[${value.map(pyData).join(', ')}]`;
  if (typeof value === 'object')
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}: ${pyData(v)}`)
      .join(', ')}}`;
  if (typeof value === 'number' && !Number.isFinite(value)) throw new Error(`validation rule: ${value}`);
  // A JSON string or number is a Python literal of the same value.
  return JSON.stringify(value);
}

export function emitPythonValidation(spec) {
  const rules = validationRules(spec);
  const rows = Object.entries(rules.inputRules).map(
    ([id, input]) =>
      `    ${JSON.stringify(id)}: InputRule(${JSON.stringify(input.in)}, ${pyData(input.rule)}),`,
  );
  const idRule = (r) =>
    `IdRule(${[r.name, r.pattern, r.kind].map((v) => JSON.stringify(v)).join(', ')}, ${pyData(r.example ?? null)})`;
  const named = namedIdRules(rules);
  const constant = (rule) => `_${named.name(rule)}`;
  const idRows = pathRuleLines(
    rules,
    (id, ids) => `${JSON.stringify(id)}: (${ids.map(constant).join(', ')},),`,
  );
  return `"""
What openapi.json states about each operation's arguments (its query parameters or its body), keyed
by operationId: the table src/generated/validation.ts holds, checked by _arguments.py before
anything is sent. Enumerations are not here: the service may add values (contract section 7).
"""

from __future__ import annotations

from .._rules import IdRule, InputRule

INPUT_RULES: dict[str, InputRule] = {
${rows.join('\n')}
}

MAX_IDEMPOTENCY_KEY_LENGTH = ${rules.idempotencyKeyMaxLength}
"""The longest \`Idempotency-Key\` the service accepts (components.parameters.IdempotencyKey)."""

# Each path id the document names, once: its parameter, pattern, the noun errors name it by, an example.
${named.rules.map(({ name, rule }) => `_${name} = ${idRule(rule)}`).join('\n')}

PATH_ID_RULES: dict[str, tuple[IdRule, ...]] = {
${idRows.map((line) => `    ${line}`).join('\n')}
}
"""Each operation's path ids in path order, for the message that refuses one (contract section 7)."""

ID_SHAPES: tuple[IdRule, ...] = (${rules.idShapes.map(constant).join(', ')})
"""Every id shape the document names, to say "this looks like a team id" when one is given for another."""
`;
}
