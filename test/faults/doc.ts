/**
 * docs/faults.md, rendered from the case list the fault suites run (cases.ts); doc.test.ts checks
 * the file is in sync and rewrites it with UPDATE_FAULTS_DOC=1.
 */
import {
  BACKOFF_MS,
  type Expect,
  FAULT_CASES,
  type FaultCase,
  FREE_READ,
  MAX_RETRIES,
  USAGE_TARGETS,
} from './cases.js';
import { budgetMs } from './harness.js';

export const DOC = new URL('../../docs/faults.md', import.meta.url);

function outcome(expected: Expect): string {
  const requests = `${expected.attempts} ${expected.attempts === 1 ? 'request' : 'requests'}`;
  if (!expected.error) return `${requests} → the parsed value`;
  const details: string[] = [];
  if (expected.status !== undefined) details.push(String(expected.status));
  if (expected.code !== undefined) details.push(`\`${expected.code}\``);
  if (expected.type !== undefined) details.push(`type \`${expected.type}\``);
  if (Array.isArray(expected.retryAfter)) {
    const [min, max] = expected.retryAfter;
    details.push(`retryAfter ${min === max ? min : `${min}–${max}`}`);
  } else if (expected.retryAfter === 'absent') details.push('no retryAfter');
  return `${requests} → \`${expected.error.name}\`${details.length ? ` (${details.join(', ')})` : ''}`;
}

function row(fault: FaultCase, index: number): string {
  const cells = [
    String(index + 1),
    `${fault.fault} <sub>\`${fault.id}\`</sub>`,
    fault.madeBy,
    outcome(fault.free),
    outcome(fault.usage),
    `${fault.timeout} ms → ≤ ${budgetMs(fault, fault.free)} / ${budgetMs(fault, fault.usage)} ms`,
    fault.behaviour,
  ];
  return `| ${cells.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`;
}

export function renderFaultsDoc(): string {
  const usageOps = USAGE_TARGETS.map((t) => `\`${t.label}\``).join(', ');
  const pairs = FAULT_CASES.length * USAGE_TARGETS.length;
  return `# Under faults

<!-- Generated from test/faults/cases.ts by test/faults/doc.test.ts. Do not edit by hand: change the
cases, then run \`UPDATE_FAULTS_DOC=1 npx vitest run test/faults/doc.test.ts\`. -->

What the SDK does when the network or the service misbehaves. Every row is a test
(\`test/faults/faults.test.ts\`) over real loopback HTTP against the fake service
(\`sports-data-sdk/testing\`), its fault injection, or a small fault server of the suite's own
(\`test/support/fault-server.ts\`) for what the fake cannot do.

- **${FAULT_CASES.length} fault cases**, each run for a free read (\`${FREE_READ.label}\`) and for every one of the
  **${USAGE_TARGETS.length} usage-billed operations** (${usageOps}).
- **No double charges:** ${USAGE_TARGETS.length} usage-billed operations × ${FAULT_CASES.length} faults = **${pairs} calls,
  each exactly one request on the wire**, counted by the server (by the client's \`fetch\` for a closed
  port), and no charge on the bill for any call that failed before the service acted
  (\`test/faults/no-double-charge.test.ts\`). Where the service acted and the answer was lost, the bill
  shows exactly what one successful call costs.
- Each test asserts the requests on the wire, the exact error class (and status, code,
  \`retryAfter\`), the warn lines, and that the call ended within its budget:
  \`attempts × timeout + the waits between attempts\` (the backoff ceilings are 0.5 s then 1 s, so
  at most ${BACKOFF_MS} ms for the default maxRetries ${MAX_RETRIES}; or the Retry-After asked for).
- The clients run at \`logLevel: 'debug'\`: one debug line per attempt (method, path, status or
  error, attempt, duration); the key, the Authorization header and cookies never appear in a log
  line or in any rendering of an error (a leak scan reads them all).

Usage-billed operations are never retried by the SDK. When one fails in a way that leaves open
whether the service acted (a connection dropped after the request was sent, a timeout, a 5xx), the
SDK logs a warning: \`not retried: usage-billed; retry with an idempotencyKey …\` (POSTs accept an
\`idempotencyKey\`: a repeat within 24 h is answered with the first response and no new charge).

| # | Fault | Made by | Free read (\`${FREE_READ.label}\`) | Each usage-billed operation | timeout → budget (free / usage) | What the SDK does |
|---|---|---|---|---|---|---|
${FAULT_CASES.map(row).join('\n')}
`;
}
