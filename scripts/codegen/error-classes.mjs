/**
 * The status-to-error-class table, stated once: the generator documents `@throws` and the
 * conformance cases by it, emits the TypeScript classes themselves (each documented by its status's
 * response in openapi.json), and emits the table for both clients' runtime to build errors by.
 */
import { errorCodes } from './conformance.mjs';
import { HEADER } from './emit.mjs';

/** The SDK's error class for each status with one of its own; any other is `SERVER_CLASS` (5xx) or `APIError`. */
export const ERROR_CLASS = {
  400: 'BadRequestError',
  401: 'AuthenticationError',
  402: 'BillingError',
  403: 'PermissionDeniedError',
  404: 'NotFoundError',
  429: 'RateLimitError',
};
const SERVER_CLASS = 'InternalServerError';
const BASE_CLASS = 'APIError';

export const errorClassFor = (status) => ERROR_CLASS[status] ?? (status >= 500 ? SERVER_CLASS : BASE_CLASS);

const classNames = () => [BASE_CLASS, ...new Set(Object.values(ERROR_CLASS)), SERVER_CLASS].sort();

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

const docComment = (lines) => `/**\n${lines.map((line) => ` * ${line}`.trimEnd()).join('\n')}\n */`;

/** The status classes: `APIError` subclasses that differ by name only, one per row of the table. */
export function emitStatusErrors(spec) {
  const described = statusDescriptions(spec);
  const serverStatuses = [...described.keys()].filter((status) => Number(status) >= 500).sort();
  const docs = new Map(
    Object.entries(ERROR_CLASS).map(([status, name]) => [
      name,
      [`${status}: ${described.get(status) ?? ''}`],
    ]),
  );
  docs.set(SERVER_CLASS, [
    'Any 5xx answer:',
    ...serverStatuses.map((status) => `- ${status}: ${described.get(status)}`),
  ]);
  const classes = [...new Set([...Object.values(ERROR_CLASS), SERVER_CLASS])].map(
    (name) => `${docComment(docs.get(name))}
export class ${name} extends ${BASE_CLASS} {
  override name = '${name}';
}`,
  );
  return `${HEADER}import { ${BASE_CLASS} } from '../core/error-base.js';

${classes.join('\n\n')}
`;
}

export function emitErrorClasses() {
  return `${HEADER}import { ${BASE_CLASS} } from '../core/error-base.js';
import { ${classNames()
    .filter((name) => name !== BASE_CLASS)
    .join(', ')} } from './status-errors.js';

const byStatus: Readonly<Record<number, typeof APIError>> = {
${Object.entries(ERROR_CLASS)
  .map(([status, name]) => `  ${status}: ${name},`)
  .join('\n')}
};

/** The error class an answer with this (non-2xx) status is thrown as. */
export function errorClassFor(status: number): typeof APIError {
  return byStatus[status] ?? (status >= 500 ? ${SERVER_CLASS} : ${BASE_CLASS});
}
`;
}

/** The same for the Python runtime (python.mjs adds the header). */
export function emitPythonErrorClasses() {
  return `"""The error class an answer's (non-2xx) status is raised as."""

from __future__ import annotations

from .._errors import ${classNames().join(', ')}

_BY_STATUS: dict[int, type[APIError]] = {${Object.entries(ERROR_CLASS)
    .map(([status, name]) => `${status}: ${name}`)
    .join(', ')}}


def error_class_for(status: int) -> type[APIError]:
    cls = _BY_STATUS.get(status)
    if cls is not None:
        return cls
    return ${SERVER_CLASS} if status >= 500 else ${BASE_CLASS}
`;
}

/** Every error code of the document with its status and type, for the fake service to answer by. */
export function emitErrorCodes(spec) {
  const rows = Object.entries(errorCodes(spec)).map(
    ([code, { status, type }]) => `  ${code}: [${status}, ${JSON.stringify(type)}],`,
  );
  return `${HEADER}
/** Every code of openapi.json's ErrorCode, with its status and type (the table in its description). */
export const ERROR_CODES = {
${rows.join('\n')}
} as const satisfies Record<string, readonly [number, string]>;
`;
}
