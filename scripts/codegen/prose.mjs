/**
 * The prose of openapi.json that repeats its extensions, written from them: every operation's
 * **Billing:** and **Access:** paragraphs (from `x-billing`, `x-access`, its `Idempotency-Key`
 * header and `x-sdk.retry`), `ErrorCode`'s table and values (`x-sdk.errorCodes`), the Retry policy
 * section of the API description (`x-sdk.retry`) and the key format where the document states it
 * (`x-sdk.apiKey`). `npm run generate` rewrites these places and nothing else; `--check` fails when
 * they differ, so the text can never drift from the data. A billing paragraph may carry a note of
 * its own after a dash (`usage-billed — $0.05 per request …`): the note is kept as written.
 */
import { readPolicy } from './policy.mjs';

const METHODS = ['get', 'post', 'delete', 'put', 'patch'];

function fail(where, message) {
  throw new Error(`openapi.json: ${where}: ${message}`);
}

const code = (text) => `\`${text}\``;

/** `a, b and c`. */
function listed(items, last = 'and') {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1)}`;
}

/** `connection errors, timeouts, 408, 429 `rate_limit_exceeded`, 500, …`. */
function retriedOnText(policy) {
  const statuses = [...policy.retry.statuses].sort((a, b) => a - b);
  const parts = statuses.map((s) =>
    s === 429 ? `429 ${policy.retry.rateLimitCodes.map(code).join(' or ')}` : String(s),
  );
  return ['connection errors', 'timeouts', ...parts].join(', ');
}

const seconds = (n) => `${n} s`;

/** The sentences after a billing paragraph's class and note. */
function billingTail(policy, op, keyless, idempotent) {
  const out = [];
  const retried = op['x-billing'] === policy.retry.retriedBilling;
  if (!retried && idempotent) out.push('Pass `Idempotency-Key` to make your own retry safe.');
  if (keyless) out.push("Never counted against the monthly quota or a key's per-minute limit.");
  else
    out.push(
      `Counts one request against the monthly quota and the per-minute ${op['x-billing'] === 'free' ? 'read ' : ''}limit.`,
    );
  out.push(
    retried
      ? `Retried automatically by the SDK (${retriedOnText(policy)}).`
      : 'Never retried automatically by the SDK.',
  );
  return out.join(' ');
}

const BILLING_WORD = { free: 'free', usage: 'usage-billed' };
/** Where a note ends: the first sentence the generator writes. */
const TAIL_START = /\. (?=Pass `Idempotency-Key`|Counts one request|Never counted)/;

function billingParagraph(policy, where, op, old, keyless, idempotent) {
  const word = BILLING_WORD[op['x-billing']] ?? fail(where, `x-billing ${op['x-billing']} is unknown`);
  let note = '';
  if (old !== undefined) {
    const rest = old.replace(/^\*\*Billing:\*\* (free|usage-billed)/, '');
    if (rest === old) fail(where, 'its **Billing:** paragraph must start with free or usage-billed');
    if (rest.startsWith(' — ')) {
      const end = rest.search(TAIL_START);
      note = ` — ${(end < 0 ? rest.slice(3) : rest.slice(3, end)).replace(/\.$/, '')}`;
    }
  }
  return `**Billing:** ${word}${note}. ${billingTail(policy, op, keyless, idempotent)}`;
}

/** The access paragraph of `x-access`, against every plan and key kind the document knows. */
function accessParagraph(policy, where, access, allPlans) {
  if (access.key === 'none')
    return "**Access:** no API key needed (`security: []`). A key sent anyway is ignored: not validated, not counted, and the answer is as for a keyless request (`X-Service-Plan: free`, no quota headers). Keyless requests are rate-limited per client IP address at the Free plan's per-minute limit.";
  if (access.key !== 'required') fail(where, `x-access.key must be "required" or "none"`);
  const kinds = policy.apiKey.kinds;
  const taken = access.key_kinds ?? fail(where, 'x-access.key_kinds is missing');
  const refusedKinds = kinds.filter((k) => !taken.includes(k));
  let text = `a ${listed(taken, 'or')} key`;
  if (refusedKinds.length) {
    if (refusedKinds.join() !== 'test')
      fail(where, `cannot describe a refusal of ${refusedKinds.join(', ')} keys`);
    text += ' (a test key gives 403 `test_key_not_allowed`)';
  }
  const plans = access.plans ?? fail(where, 'x-access.plans is missing');
  const refusedPlans = allPlans.filter((p) => !plans.includes(p));
  if (refusedPlans.length === 0) text += ' on any plan';
  else if (refusedPlans.join() === 'free')
    text += ` on a paid plan (${plans.join(', ')}; Free gives 403 \`plan_required\`)`;
  else text += ` on the plans ${plans.join(', ')} (any other gives 403 \`plan_required\`)`;
  const scopes = access.scopes ?? [];
  if (scopes.length)
    text += `; the key needs the ${listed(scopes.map(code))} scope${scopes.length > 1 ? 's' : ''} (else 403 \`scope_required\`)`;
  if (access.verified_coach === true)
    text += '; the account needs a verified coach (else 403 `verified_coach_required`)';
  return `**Access:** ${text}.`;
}

/** The description with the paragraph starting `head` replaced (or added at the end). */
function withParagraph(description, head, make) {
  const paragraphs = description.split('\n\n');
  const at = paragraphs.findIndex((p) => p.startsWith(head));
  const next = make(at < 0 ? undefined : paragraphs[at]);
  if (at < 0) paragraphs.push(next);
  else paragraphs[at] = next;
  return paragraphs.join('\n\n');
}

function operationProse(spec, policy) {
  const allPlans = Object.keys(spec['x-plans']?.plans ?? {});
  for (const [path, item] of Object.entries(spec.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const where = `${method.toUpperCase()} ${path}`;
      const access = op['x-access'] ?? fail(where, 'x-access is missing');
      const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p) =>
        p.$ref ? spec.components.parameters[p.$ref.split('/').pop()] : p,
      );
      const idempotent = params.some((p) => p?.in === 'header' && p.name.toLowerCase() === 'idempotency-key');
      const keyless = access.key === 'none';
      let text = op.description ?? '';
      text = withParagraph(text, '**Billing:**', (old) =>
        billingParagraph(policy, where, op, old, keyless, idempotent),
      );
      text = withParagraph(text, '**Access:**', () => accessParagraph(policy, where, access, allPlans));
      op.description = text.replace(/^\n+/, '');
    }
  }
}

function errorCodeProse(spec, policy) {
  const schema = spec.components?.schemas?.ErrorCode ?? fail('components.schemas', 'ErrorCode is missing');
  const rows = Object.entries(policy.errorCodes).map(
    ([name, { status, type, when }]) => `| ${name} | ${status} | ${type} | ${when} |`,
  );
  const table = ['| code | status | type | when |', '|---|---|---|---|', ...rows].join('\n');
  const lines = (schema.description ?? '').split('\n');
  const first = lines.findIndex((l) => l.startsWith('|'));
  if (first < 0)
    fail('ErrorCode', 'its description must hold the table of codes (it is written from x-sdk.errorCodes)');
  let end = first;
  while (end < lines.length && lines[end].startsWith('|')) end++;
  schema.description = [...lines.slice(0, first), table, ...lines.slice(end)].join('\n');
  schema['x-extensible-enum'] = Object.keys(policy.errorCodes);
}

/** The key format as one sentence: `Live keys are `svc_live_` + 32 characters of `[A-Za-z0-9]`; test keys are `svc_test_` + the same.` */
function keySentence(policy) {
  const { prefix, kinds, charset, length } = policy.apiKey;
  const [first, ...rest] = kinds;
  const head = `${first.charAt(0).toUpperCase()}${first.slice(1)} keys are \`${prefix}${first}_\` + ${length} characters of \`[${charset}]\``;
  return `${[head, ...rest.map((k) => `${k} keys are \`${prefix}${k}_\` + the same`)].join('; ')}.`;
}
const KEY_SENTENCE =
  /[A-Z][a-z]+ keys are `[a-z]+_[a-z]+_` \+ \d+ characters of `\[[^\]`]+\]`(?:; [a-z]+ keys are `[a-z]+_[a-z]+_` \+ (?:the same|\d+ characters of `\[[^\]`]+\]`))*\./g;

function withKeySentence(where, text, policy) {
  const found = text.match(KEY_SENTENCE) ?? [];
  if (found.length !== 1) fail(where, `must state the key format in one sentence (found ${found.length})`);
  return text.replace(KEY_SENTENCE, keySentence(policy));
}

/** The Retry policy section of the API description. */
function retrySection(policy) {
  const { retry } = policy;
  const { initialSeconds, factor, maxSeconds, jitter } = retry.backoff;
  const growth = factor === 2 ? 'doubling' : `multiplied by ${factor} per retry`;
  const neverCodes = Object.entries(policy.errorCodes)
    .filter(([c, row]) => row.status === 429 && !retry.rateLimitCodes.includes(c))
    .map(([c]) => code(c));
  const never = neverCodes.length ? `${listed(neverCodes, 'or')} nor any other status` : 'any other status';
  return [
    '## Retry policy',
    '',
    `Clients retry automatically only operations whose \`x-billing\` is \`${retry.retriedBilling}\` (each operation's **Billing:** paragraph says whether it is), never the others; \`x-sdk.retry\` holds this policy as data. Retried on: ${retriedOnText(policy)}; never on ${never}. Wait: \`Retry-After\` when present (delta-seconds or HTTP-date), otherwise exponential backoff with jitter (${seconds(initialSeconds)} ${growth}, at most ${seconds(maxSeconds)}, up to ${Math.round(jitter * 100)} % taken off at random); a \`Retry-After\` longer than ${seconds(retry.maxRetryAfterSeconds)} is not waited for and the error is raised at once, carrying the value. Default ${retry.defaultMaxRetries} retries.`,
  ].join('\n');
}

function infoProse(spec, policy) {
  let text = spec.info?.description ?? fail('info', 'description is missing');
  const start = text.indexOf('## Retry policy\n');
  if (start < 0)
    fail('info.description', 'must have a "## Retry policy" section (it is written from x-sdk.retry)');
  const next = text.indexOf('\n\n## ', start);
  text = text.slice(0, start) + retrySection(policy) + (next < 0 ? '' : text.slice(next));
  spec.info.description = withKeySentence('info.description', text, policy);
  const scheme = spec.components?.securitySchemes?.bearerAuth;
  if (scheme) scheme.description = withKeySentence('bearerAuth', scheme.description ?? '', policy);
}

/** A copy of the document with every derived passage written from its extensions. */
export function withDerivedProse(spec) {
  const out = structuredClone(spec);
  const policy = readPolicy(out);
  infoProse(out, policy);
  errorCodeProse(out, policy);
  operationProse(out, policy);
  return out;
}
