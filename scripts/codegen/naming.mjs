/** The contract's naming rule (section 10): the tag is the namespace; drop its noun from the operation id. */

export const pascal = (text) => text.replace(/(^|[_\-.\s]+)([a-z0-9])/gi, (_, __, c) => c.toUpperCase());
export const camel = (text) => {
  const p = pascal(text);
  return p.charAt(0).toLowerCase() + p.slice(1);
};

function singular(noun) {
  if (noun.endsWith('ies')) return `${noun.slice(0, -3)}y`;
  if (noun.endsWith('s')) return noun.slice(0, -1);
  return noun;
}

/** `search_players` under `players` → `search`; `list_sports` under `reference` → `listSports`. */
export function methodNameFor(operationId, namespace) {
  if (!/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/.test(operationId)) {
    throw new Error(`operationId ${JSON.stringify(operationId)} is not snake_case; cannot name its method`);
  }
  const nouns = new Set([namespace, singular(namespace)]);
  const kept = operationId.split('_').filter((token) => !nouns.has(token));
  if (kept.length === 0)
    throw new Error(
      `operationId ${operationId} is only the namespace noun; nothing is left to name its method`,
    );
  return camel(kept.join('_'));
}

/** The class name of a namespace: `players` → `Players`. */
export const className = (namespace) => pascal(namespace);
