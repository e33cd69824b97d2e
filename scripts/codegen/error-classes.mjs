/**
 * The error classes, from the status-to-class table of `x-sdk` (policy.mjs): the TypeScript classes
 * themselves (each documented by its status's response in openapi.json), the Python classes, the
 * table both clients' runtimes build errors by, and the code table the fake answers by.
 */
import { HEADER } from './emit.mjs';
import { errorClassFor, errorClassNames, readPolicy } from './policy.mjs';

/** What each error status means, from the document's responses (`components.responses`). */
function statusDescriptions(spec) {
  const byStatus = new Map();
  for (const item of Object.values(spec.paths ?? {})) {
    for (const op of Object.values(item)) {
      for (const [status, response] of Object.entries(op?.responses ?? {})) {
        const name = response.$ref?.split('/').pop();
        const description = spec.components?.responses?.[name]?.description;
        if (description && !byStatus.has(status)) byStatus.set(status, description);
      }
    }
  }
  return byStatus;
}

/**
 * Per status class, in the table's order: the lines that document it (its statuses' responses) and
 * the codes of `x-sdk.errorCodes` it is raised for.
 */
function statusClasses(spec) {
  const policy = readPolicy(spec);
  const described = statusDescriptions(spec);
  const { byStatus, serverError, other } = policy.errorClasses;
  const codesOf = (name) =>
    Object.entries(policy.errorCodes)
      .filter(([, row]) => errorClassFor(policy, row.status) === name)
      .map(([code]) => code);
  const out = new Map();
  for (const [status, name] of Object.entries(byStatus)) {
    const entry = out.get(name) ?? { docs: [], codes: codesOf(name) };
    entry.docs.push(`${status}: ${described.get(status) ?? ''}`.trimEnd());
    out.set(name, entry);
  }
  const serverStatuses = [...described.keys()].filter((s) => Number(s) >= 500 && !(s in byStatus)).sort();
  if (!out.has(serverError))
    out.set(serverError, {
      docs: ['Any 5xx answer:', ...serverStatuses.map((s) => `- ${s}: ${described.get(s)}`)],
      codes: codesOf(serverError),
    });
  out.delete(other);
  return { classes: out, other, serverError, byStatus };
}

const docComment = (lines) => `/**\n${lines.map((line) => ` * ${line}`.trimEnd()).join('\n')}\n */`;
const codeList = (codes) => codes.map((c) => `\`${c}\``).join(', ');

/** The status classes: `APIError` subclasses that differ by name only, one per class of the table. */
export function emitStatusErrors(spec) {
  const { classes, other } = statusClasses(spec);
  const text = [...classes].map(
    ([name, { docs }]) => `${docComment(docs)}
export class ${name} extends ${other} {
  override name = '${name}';
}`,
  );
  return `${HEADER}import { ${other} } from '../core/error-base.js';

${text.join('\n\n')}
`;
}

export function emitErrorClasses(spec) {
  const policy = readPolicy(spec);
  const { byStatus, serverError, other } = policy.errorClasses;
  return `${HEADER}import { ${other} } from '../core/error-base.js';
import { ${errorClassNames(policy)
    .filter((name) => name !== other)
    .sort()
    .join(', ')} } from './status-errors.js';

const byStatus: Readonly<Record<number, typeof ${other}>> = {
${Object.entries(byStatus)
  .map(([status, name]) => `  ${status}: ${name},`)
  .join('\n')}
};

/** The error class an answer with this (non-2xx) status is thrown as. */
export function errorClassFor(status: number): typeof ${other} {
  return byStatus[status] ?? (status >= 500 ? ${serverError} : ${other});
}
`;
}

/**
 * The same for the Python runtime (python.mjs adds the header): the status classes, which
 * `_errors.py` re-exports beside the hand-written ones, and the table. They extend `APIError` of
 * `_errors.py`, which imports this module only after defining it.
 */
export function emitPythonErrorClasses(spec) {
  const { classes, other, serverError, byStatus } = statusClasses(spec);
  const body = [...classes].map(([name, { docs, codes }]) => {
    const lines = [...docs, ...(codes.length ? ['', `Codes: ${codeList(codes)}.`] : [])];
    const doc =
      lines.length === 1
        ? `    """${lines[0]}"""`
        : `    """\n${lines.map((l) => `    ${l}`.trimEnd()).join('\n')}\n    """`;
    return `class ${name}(${other}):\n${doc}`;
  });
  return `"""The status error classes (\`x-sdk.errorClasses\` of openapi.json) and the class an answer's status is raised as."""

from __future__ import annotations

from .._errors import ${other}

__all__ = [${[...classes.keys()].map((n) => JSON.stringify(n)).join(', ')}, "error_class_for"]


${body.join('\n\n\n')}


_BY_STATUS: dict[int, type[${other}]] = {${Object.entries(byStatus)
    .map(([status, name]) => `${status}: ${name}`)
    .join(', ')}}


def error_class_for(status: int) -> type[${other}]:
    cls = _BY_STATUS.get(status)
    if cls is not None:
        return cls
    return ${serverError} if status >= 500 else ${other}
`;
}

/** Every error code of the document with its status and type, for the fake service to answer by. */
export function emitErrorCodes(spec) {
  const rows = Object.entries(readPolicy(spec).errorCodes).map(
    ([code, { status, type }]) => `  ${code}: [${status}, ${JSON.stringify(type)}],`,
  );
  return `${HEADER}
/** Every code of openapi.json (\`x-sdk.errorCodes\`), with its status and type. */
export const ERROR_CODES = {
${rows.join('\n')}
} as const satisfies Record<string, readonly [number, string]>;
`;
}
