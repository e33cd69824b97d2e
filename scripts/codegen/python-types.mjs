/**
 * openapi.json schemas → Python type expressions and `TypedDict` classes (python/src/sports_data/
 * _generated/types.py). Objects become flat `TypedDict`s (an `allOf` is merged, later parts winning,
 * because a `TypedDict` subclass may not narrow a field); enumerations become `Literal` unions, open
 * (`| str`) where the service may add values and closed where the document closes them: `enum`,
 * `const`, and a discriminant (`x-discriminant`, or `not: {enum}` beside the known values).
 */
import { resolveRef } from './model.mjs';
import { pascal } from './naming.mjs';

const q = (value) => JSON.stringify(value);

export const PY_KEYWORDS = new Set(
  'False None True and as assert async await break class continue def del elif else except finally for from global if import in is lambda nonlocal not or pass raise return try while with yield'.split(
    ' ',
  ),
);

/** A JSON scalar as Python source. */
export function pyLiteral(value) {
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  return q(value);
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Every name the Python tree uses as an identifier passes here: the generator refuses what Python cannot take. */
export function checkIdentifier(name, where) {
  if (!IDENTIFIER.test(name)) throw new Error(`${where}: ${q(name)} is not a Python identifier`);
  if (PY_KEYWORDS.has(name)) throw new Error(`${where}: ${q(name)} is a Python keyword`);
  return name;
}

const schemaRef = (node) =>
  typeof node?.$ref === 'string' && node.$ref.startsWith('#/components/schemas/')
    ? node.$ref.split('/').pop()
    : undefined;

/** A Python string literal for a docstring, with backslashes and closing quotes defused. */
export function docstring(text, indent) {
  const clean = text.trim().replace(/\\/g, '\\\\').replace(/"""/g, '\\"\\"\\"');
  if (!clean) return '';
  const lines = clean.split('\n');
  if (lines.length === 1) return `${indent}"""${lines[0]}"""\n`;
  return `${indent}"""${lines[0]}\n${lines
    .slice(1)
    .map((l) => (l ? `${indent}${l}` : ''))
    .join('\n')}\n${indent}"""\n`;
}

/**
 * Collects the `TypedDict`s: named schemas first, then the inline objects they hold, each named
 * after where it sits (`GameHome`, `PersonCareerItem`).
 */
export class PyTypes {
  constructor(spec) {
    this.spec = spec;
    this.classes = new Map();
    this.aliases = new Map();
    /** Base name → the fields its variants change (see classText). */
    this.changed = new Map();
  }

  literal(values) {
    return `Literal[${values.map(pyLiteral).join(', ')}]`;
  }

  /** The Python type of a schema; `owner` names an inline object found inside it. */
  typeOf(node, owner) {
    const named = schemaRef(node);
    if (named) return named;
    const schema = resolveRef(this.spec, node) ?? {};
    if (schema.const !== undefined) return this.literal([schema.const]);
    const alternatives = schema.oneOf ?? schema.anyOf;
    if (alternatives)
      return [...new Set(alternatives.map((alt, i) => this.typeOf(alt, `${owner}${i}`)))].join(' | ');
    if (schema.allOf) return this.objectClass(schema, owner);
    const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
    const nullable = types.includes('null');
    const parts = types.filter((t) => t !== 'null').map((t) => this.plain(schema, t, owner));
    if (parts.length === 0) parts.push(schema.properties ? this.objectClass(schema, owner) : 'Any');
    if (nullable) parts.push('None');
    return [...new Set(parts)].join(' | ');
  }

  plain(schema, type, owner) {
    switch (type) {
      case 'string': {
        if (Array.isArray(schema.enum)) return this.literal(schema.enum);
        const known = schema['x-extensible-enum'];
        if (Array.isArray(known)) {
          // A discriminant stays closed so that `if run["status"] == "completed"` narrows, as in the
          // TypeScript types: marked `x-discriminant`, or closed by `not: {enum: [...]}` beside the known values.
          if (schema['x-discriminant'] === true || schema.not?.enum) return this.literal(known);
          return `${this.literal(known)} | str`;
        }
        return 'str';
      }
      case 'integer':
        return Array.isArray(schema.enum) ? this.literal(schema.enum) : 'int';
      case 'number':
        return 'float';
      case 'boolean':
        return 'bool';
      case 'array':
        return `list[${schema.items ? this.typeOf(schema.items, `${owner}Item`) : 'Any'}]`;
      case 'object':
        if (schema.properties || schema.allOf) return this.objectClass(schema, owner);
        if (schema.additionalProperties && typeof schema.additionalProperties === 'object')
          return `dict[str, ${this.typeOf(schema.additionalProperties, `${owner}Value`)}]`;
        return 'dict[str, Any]';
      default:
        throw new Error(`${owner}: schema type ${q(type)} has no Python type`);
    }
  }

  /** Merges an object schema (and its `allOf` parts) into one field list. */
  fields(schema, owner) {
    const out = new Map();
    const required = new Set();
    const visit = (node) => {
      const s = resolveRef(this.spec, node) ?? {};
      for (const part of s.allOf ?? []) visit(part);
      for (const name of s.required ?? []) required.add(name);
      for (const [name, child] of Object.entries(s.properties ?? {})) {
        checkIdentifier(name, `${owner}.${name}`);
        const resolved = resolveRef(this.spec, child) ?? {};
        const previous = out.get(name);
        out.set(name, {
          type: this.typeOf(child, `${owner}${pascal(name)}`),
          description: this.fieldDescription(child, resolved) ?? previous?.description ?? '',
        });
      }
    };
    visit(schema);
    return [...out].map(([name, field]) => ({ name, ...field, required: required.has(name) }));
  }

  /**
   * A field's docstring; for a field typed by a named schema with a description of several lines,
   * its first sentence and the name (the alias carries the whole text).
   */
  fieldDescription(child, resolved) {
    const named = schemaRef(child);
    const text = resolved.description;
    if (!named || !text?.includes('\n')) return text;
    const sentence = text.match(/^[^\n]*?[.;:](?=\s)/)?.[0] ?? text.split('\n')[0];
    return `${sentence.replace(/[;:]$/, '.')} See \`${named}\`.`;
  }

  /** `parent`: a class made earlier whose fields this one takes as they are (it extends it). */
  objectClass(schema, name, parent) {
    checkIdentifier(name, name);
    if (this.classes.has(name)) {
      if (this.classes.get(name).schema !== schema)
        throw new Error(`${name}: two inline objects take this name`);
      return name;
    }
    const entry = { schema, name, fields: [], parent };
    this.classes.set(name, entry);
    entry.fields = this.fields(schema, name);
    // A variant (`allOf: [{$ref: Base}, {its own fields}]`) shares Base's other fields (see render).
    const [first, ...own] = schema.allOf ?? [];
    const base = schemaRef(first);
    if (base && own.length) {
      entry.base = base;
      const changed = this.changed.get(base) ?? new Set();
      for (const part of own.map((p) => resolveRef(this.spec, p) ?? {}))
        for (const field of [...Object.keys(part.properties ?? {}), ...(part.required ?? [])])
          changed.add(field);
      this.changed.set(base, changed);
    }
    return name;
  }

  /**
   * A class's text. A base with variants and each variant extend `_<Base>Fields`, which holds
   * the fields no variant changes (a TypedDict subclass may not narrow a field, so the changed
   * ones stay in each class), so those fields and their docstrings are stated once.
   */
  classText({ schema, name, fields, base, parent }, shared) {
    const fieldsName = (b) => `_${b}Fields`;
    const group = this.changed.has(name) ? name : base && this.changed.has(base) ? base : undefined;
    const inherited = new Set(parent ? this.classes.get(parent).fields.map((f) => f.name) : []);
    const own = (group ? fields.filter((f) => this.changed.get(group).has(f.name)) : fields).filter(
      (f) => !inherited.has(f.name),
    );
    const body = own.length
      ? own
          .map(
            (f) =>
              `    ${f.name}: ${f.required ? f.type : `NotRequired[${f.type}]`}\n${docstring(f.description, '    ')}`,
          )
          .join('')
      : '    pass\n';
    const text = `class ${name}(${group ? fieldsName(group) : (parent ?? 'TypedDict')}):\n${docstring(schema.description ?? '', '    ')}${body}`;
    if (group !== name) return text;
    const common = fields.filter((f) => !this.changed.get(name).has(f.name));
    shared.push(
      this.classText(
        {
          schema: { description: `The fields every state of \`${name}\` has alike.` },
          name: fieldsName(name),
          fields: common,
        },
        [],
      ),
    );
    return text;
  }

  /** A named schema: a `TypedDict` for an object, a type alias for anything else. */
  named(name, schema) {
    if (schema.properties || schema.allOf || schema.type === 'object') return this.objectClass(schema, name);
    checkIdentifier(name, name);
    this.aliases.set(
      name,
      `${name}: TypeAlias = ${this.typeOf(schema, name)}\n${docstring(schema.description ?? '', '')}`,
    );
    return name;
  }

  /** Every class and alias name made so far. */
  names() {
    return [...this.classes.keys(), ...this.aliases.keys()];
  }

  render() {
    const shared = [];
    const classes = [...this.classes.values()].map((c) => this.classText(c, shared));
    // Shared fields first (classes extend them), then classes: an alias is evaluated at import, a
    // class's annotations are not.
    return [...shared, ...classes, ...this.aliases.values()].join('\n\n');
  }
}
