/**
 * The README's namespace table, generated between its markers: one row per tag of openapi.json
 * (its methods, then the hand-written helpers that extend it; the tag's description), then the
 * namespaces that exist only as helpers.
 */
export const BEGIN =
  '<!-- namespaces:begin (generated from openapi.json by scripts/generate.mjs; do not edit) -->';
export const END = '<!-- namespaces:end -->';

const code = (names) => names.map((n) => `\`${n}\``).join(', ');

export function emitNamespaceTable(model, helpers, helperOnly) {
  const rows = model.namespaces.map((ns) => {
    const methods = model.operations.filter((o) => o.namespace === ns).map((o) => o.methodName);
    const extra = helpers[ns]?.methods ?? [];
    return `| \`${ns}\` | ${code([...methods, ...extra])} | ${model.tagDescriptions[ns].replace(/\n/g, ' ')} |`;
  });
  for (const [ns, { methods, description }] of Object.entries(helperOnly))
    rows.push(`| \`${ns}\` | ${code(methods)} | ${description} |`);
  return [BEGIN, '| namespace | methods | |', '|---|---|---|', ...rows, END].join('\n');
}

/** README.md with its table replaced; fails when the markers are missing. */
export function spliceReadme(readme, table) {
  const start = readme.indexOf(BEGIN);
  const end = readme.indexOf(END);
  if (start < 0 || end < start)
    throw new Error(`README.md lacks the namespace table markers ${BEGIN} … ${END}`);
  return readme.slice(0, start) + table + readme.slice(end + END.length);
}
