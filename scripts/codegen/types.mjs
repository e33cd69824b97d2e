/**
 * How openapi.json's schemas become TypeScript for users: open unions for what the service names,
 * `?: T | undefined` for optional fields, named types in hovers, descriptions as plain doc text.
 * Hooks for openapi-typescript plus passes over its output; nothing here knows a schema by name.
 */
import ts from 'typescript';

const f = ts.factory;

/** `'a' | 'b' | (string & {})`: editors complete the known values, and newer ones still type-check. */
function openUnion(values, nullable) {
  const members = values.map((v) => f.createLiteralTypeNode(f.createStringLiteral(v)));
  members.push(
    f.createParenthesizedType(
      f.createIntersectionTypeNode([
        f.createKeywordTypeNode(ts.SyntaxKind.StringKeyword),
        f.createTypeLiteralNode([]),
      ]),
    ),
  );
  if (nullable) members.push(f.createLiteralTypeNode(f.createNull()));
  return f.createUnionTypeNode(members);
}

/**
 * `'a' | 'b'`, for a discriminant (`x-discriminant`): TypeScript cannot narrow a union on a
 * property with an open member, so `status` lists only the contract's states (contract section 7).
 */
function closedUnion(values, nullable) {
  const members = values.map((v) => f.createLiteralTypeNode(f.createStringLiteral(v)));
  if (nullable) members.push(f.createLiteralTypeNode(f.createNull()));
  return f.createUnionTypeNode(members);
}

function isStringSchema(schema) {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.includes('string') && types.every((t) => t === 'string' || t === 'null');
}

/**
 * openapi-typescript `transform`: every string enumeration (closed `enum` in requests, or
 * `x-extensible-enum` in responses) becomes an open union, except a discriminant (a job's
 * `status`, marked `x-discriminant`), which stays closed so that checks on it narrow; a map with `x-extensible-keys` completes
 * its known keys and takes any other.
 */
export function transform(schema) {
  if (!schema || typeof schema !== 'object' || '$ref' in schema) return undefined;
  const nullable = Array.isArray(schema.type) && schema.type.includes('null');
  if (
    Array.isArray(schema['x-extensible-enum']) &&
    isStringSchema(schema) &&
    schema['x-discriminant'] === true
  )
    return closedUnion(schema['x-extensible-enum'], nullable);
  if (Array.isArray(schema['x-extensible-enum']) && isStringSchema(schema))
    return openUnion(schema['x-extensible-enum'], nullable);
  if (Array.isArray(schema.enum) && isStringSchema(schema) && schema.enum.some((v) => typeof v === 'string'))
    return openUnion(
      schema.enum.filter((v) => typeof v === 'string'),
      nullable || schema.enum.includes(null),
    );
  if (Array.isArray(schema['x-extensible-keys']) && schema.additionalProperties?.type === 'number') {
    const number = f.createKeywordTypeNode(ts.SyntaxKind.NumberKeyword);
    const undef = f.createKeywordTypeNode(ts.SyntaxKind.UndefinedKeyword);
    const known = f.createTypeLiteralNode(
      schema['x-extensible-keys'].map((key) =>
        f.createPropertySignature(
          undefined,
          f.createIdentifier(key),
          f.createToken(ts.SyntaxKind.QuestionToken),
          f.createUnionTypeNode([number, undef]),
        ),
      ),
    );
    const rest = f.createTypeLiteralNode([
      f.createIndexSignature(
        undefined,
        [
          f.createParameterDeclaration(
            undefined,
            undefined,
            'key',
            undefined,
            f.createKeywordTypeNode(ts.SyntaxKind.StringKeyword),
          ),
        ],
        f.createUnionTypeNode([number, undef]),
      ),
    ]);
    return f.createIntersectionTypeNode([known, rest]);
  }
  return undefined;
}

const includesUndefined = (type) =>
  type.kind === ts.SyntaxKind.UndefinedKeyword ||
  (ts.isUnionTypeNode(type) && type.types.some((t) => t.kind === ts.SyntaxKind.UndefinedKeyword));

/**
 * Every optional property also takes `undefined`, so a consumer compiling with
 * `exactOptionalPropertyTypes` can pass `{ sport }` where `sport` may be undefined.
 */
export function exactOptional(nodes) {
  const visitor = (context) => {
    const visit = (node) => {
      const next = ts.visitEachChild(node, visit, context);
      if (
        ts.isPropertySignature(next) &&
        next.questionToken &&
        next.type &&
        next.type.kind !== ts.SyntaxKind.NeverKeyword &&
        !includesUndefined(next.type)
      ) {
        const type = ts.isUnionTypeNode(next.type)
          ? f.createUnionTypeNode([
              ...next.type.types,
              f.createKeywordTypeNode(ts.SyntaxKind.UndefinedKeyword),
            ])
          : f.createUnionTypeNode([next.type, f.createKeywordTypeNode(ts.SyntaxKind.UndefinedKeyword)]);
        return f.updatePropertySignature(next, next.modifiers, next.name, next.questionToken, type);
      }
      return next;
    };
    return (node) => ts.visitNode(node, visit);
  };
  const result = ts.transform(nodes, [visitor]);
  return result.transformed;
}

/**
 * Doc comments as TSDoc reads them: openapi-typescript writes a schema's description as an
 * `@description` tag with continuation lines indented four spaces (which Markdown would show as
 * code); the description becomes the comment's main text. `@enum` (which would claim the union is
 * closed) and `@constant` go.
 */
export function plainDocComments(text) {
  return rewriteComments(text).replace(/\n[ \t]+\n/g, '\n');
}

function rewriteComments(text) {
  return text.replace(/\/\*\*[\s\S]*?\*\//g, (block) => {
    if (/^\/\*\* Format: [\w-]+ \*\/$/.test(block)) return ''; // a format alone says nothing the type does not
    if (!/@description|@enum|@constant/.test(block)) return block;
    const single = /^\/\*\* @description (.*) \*\/$/.exec(block);
    if (single) return `/** ${single[1]} */`;
    const lines = block.split('\n');
    const indent = /^(\s*)\*/.exec(lines[1] ?? '')?.[1] ?? ' ';
    const body = lines.slice(1, -1).map((l) => l.replace(/^\s*\* ?/, ''));
    const lead = [];
    const description = [];
    const tags = [];
    let inDescription = false;
    for (const line of body) {
      if (line.startsWith('@description ')) {
        inDescription = true;
        description.push(line.slice('@description '.length));
      } else if (line.startsWith('@')) {
        inDescription = false;
        if (!line.startsWith('@enum') && !line.startsWith('@constant')) tags.push(line);
      } else if (inDescription) description.push(line.replace(/^ {4}/, ''));
      else if (tags.length) tags.push(line);
      else lead.push(line);
    }
    const out = [...lead];
    if (lead.length && description.length) out.push('');
    out.push(...description, ...tags);
    while (out.length && out[out.length - 1] === '') out.pop();
    if (out.length === 0) return '';
    if (out.length === 1) return `/** ${out[0]} */`;
    return ['/**', ...out.map((l) => (l ? `${indent}* ${l}` : `${indent}*`)), `${indent}*/`].join('\n');
  });
}

/**
 * References to component schemas by name (`Player`, not `components["schemas"]["Player"]`): a
 * hover or the API reference then names the type instead of expanding it. The names are the
 * interfaces and aliases of aliases.ts.
 */
export function namedReferences(text, schemaNames) {
  const used = new Set();
  const replaced = text.replace(/components\["schemas"\]\["([A-Za-z0-9_]+)"\]/g, (match, name) => {
    if (!schemaNames.includes(name)) return match;
    used.add(name);
    return name;
  });
  return { text: replaced, used: [...used].sort() };
}
