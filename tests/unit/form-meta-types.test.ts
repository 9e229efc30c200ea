import path from 'node:path';
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// src/questionnaire/definition.ts types form.json by hand; schemas/form.meta.schema.json is what
// the catalogue check enforces. This test reads both (the types through the TypeScript compiler)
// and lists every place where they disagree: a key only one of them knows, a key optional in one
// and required in the other, a different type or a different set of allowed values.

type Schema = { readonly [key: string]: unknown };

const META = JSON.parse(readFileSync('schemas/form.meta.schema.json', 'utf8')) as Schema;
/** Keys of form.json that only editors use. */
const EDITOR_ONLY = new Set(['$schema']);

function resolve(schema: Schema): Schema {
  const ref = schema['$ref'];
  if (typeof ref !== 'string') return schema;
  const name = ref.replace('#/definitions/', '');
  return (META['definitions'] as Record<string, Schema>)[name] ?? {};
}

function typesOf(schema: Schema): string[] {
  const type = schema['type'];
  return Array.isArray(type) ? (type as string[]) : typeof type === 'string' ? [type] : [];
}

class Comparison {
  readonly disagreements: string[] = [];
  private readonly checker: ts.TypeChecker;

  constructor(checker: ts.TypeChecker) {
    this.checker = checker;
  }

  private say(at: string, message: string): void {
    this.disagreements.push(`${at || '/'}: ${message}`);
  }

  /** The members of the types' unions, without undefined (an optional key), each once. */
  private flatten(types: readonly ts.Type[]): ts.Type[] {
    const members = types.flatMap((type) => (type.isUnion() ? type.types : [type]));
    return [...new Set(members.filter((member) => !(member.flags & ts.TypeFlags.Undefined)))];
  }

  private show(types: readonly ts.Type[]): string {
    return types.map((type) => this.checker.typeToString(type)).join(' | ');
  }

  /** Compares a schema with the union of the given types. */
  compare(schema: Schema, types: readonly ts.Type[], at: string): void {
    const resolved = resolve(schema);
    const members = this.flatten(types);
    const allowed = resolved['enum'] ?? ('const' in resolved ? [resolved['const']] : undefined);
    if (Array.isArray(allowed)) {
      const literals = members.map((member) => (member.isLiteral() ? member.value : this.show([member])));
      const a = [...allowed].map(String).sort();
      const b = [...new Set(literals.map(String))].sort();
      if (a.join('|') !== b.join('|')) this.say(at, `schema allows ${a.join(', ')}; the type has ${b.join(', ')}`);
      return;
    }
    const kinds = typesOf(resolved);
    if (kinds.includes('object')) return this.compareObject(resolved, members, at);
    if (kinds.includes('array')) {
      const elements = members.map((member) => this.checker.getIndexTypeOfType(member, ts.IndexKind.Number));
      if (elements.some((element) => element === undefined)) {
        return this.say(at, `schema has a list; the type is ${this.show(members)}`);
      }
      return this.compare((resolved['items'] as Schema | undefined) ?? {}, elements as ts.Type[], `${at}/items`);
    }
    const expected = kinds
      .map((kind) => (kind === 'integer' ? 'number' : kind))
      .flatMap((kind) => (kind === 'boolean' ? ['true', 'false'] : [kind]));
    const actual = members.map((member) => this.show([member]));
    if ([...new Set(expected)].sort().join('|') !== [...new Set(actual)].sort().join('|')) {
      this.say(at, `schema type is ${kinds.join(' or ')}; the type is ${this.show(members)}`);
    }
  }

  private compareObject(schema: Schema, members: readonly ts.Type[], at: string): void {
    const properties = (schema['properties'] as Record<string, Schema> | undefined) ?? {};
    const required = new Set((schema['required'] as string[] | undefined) ?? []);
    const extra = schema['additionalProperties'];
    if (Object.keys(properties).length === 0 && typeof extra === 'object' && extra !== null) {
      const values = members.map((member) => this.checker.getIndexTypeOfType(member, ts.IndexKind.String));
      if (values.some((value) => value === undefined)) {
        return this.say(at, 'schema has a map of keys; the type is not a record');
      }
      return this.compare(extra as Schema, values as ts.Type[], `${at}/*`);
    }
    // A union of object types (the pipeline steps) is compared key by key over all its members.
    const names = new Set(members.flatMap((member) => member.getProperties().map((symbol) => symbol.getName())));
    for (const name of Object.keys(properties)) {
      if (!names.has(name) && !(at === '' && EDITOR_ONLY.has(name))) {
        this.say(`${at}/${name}`, 'in the schema, not in the type');
      }
    }
    for (const name of names) {
      if (!(name in properties)) this.say(`${at}/${name}`, 'in the type, not in the schema');
    }
    for (const [name, sub] of Object.entries(properties)) {
      const symbols = members.flatMap((member) => member.getProperty(name) ?? []);
      const [symbol] = symbols;
      if (!symbol) continue;
      if (members.length === 1) {
        const optional = (symbol.getFlags() & ts.SymbolFlags.Optional) !== 0;
        if (optional === required.has(name)) {
          this.say(
            `${at}/${name}`,
            required.has(name)
              ? 'required in the schema, optional in the type'
              : 'optional in the schema, required in the type',
          );
        }
      }
      this.compare(
        sub,
        symbols.map((candidate) => this.checker.getTypeOfSymbol(candidate)),
        `${at}/${name}`,
      );
    }
  }
}

let compiled: { type: ts.Type; checker: ts.TypeChecker } | undefined;

function formMetaType(): { type: ts.Type; checker: ts.TypeChecker } {
  if (compiled) return compiled;
  const file = path.resolve('src/questionnaire/definition.ts');
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2023,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  const declaration = source?.statements.find(
    (statement): statement is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(statement) && statement.name.text === 'FormMeta',
  );
  if (!declaration) throw new Error('FormMeta is not declared in src/questionnaire/definition.ts');
  compiled = { type: checker.getTypeAtLocation(declaration.name), checker };
  return compiled;
}

describe('form.json types (src/questionnaire/definition.ts) and the meta-schema', () => {
  it('agree on every key, whether it is required, its type and its allowed values', () => {
    const { type, checker } = formMetaType();
    const comparison = new Comparison(checker);
    comparison.compare(META, [type], '');
    expect(comparison.disagreements).toEqual([]);
  });

  it('would notice a disagreement', () => {
    const { type, checker } = formMetaType();
    const comparison = new Comparison(checker);
    const properties = META['properties'] as Record<string, Schema>;
    const changed = { ...META, properties: { ...properties, kind: { enum: ['questionnaire', 'contact', 'survey'] } } };
    comparison.compare(changed, [type], '');
    expect(comparison.disagreements).toEqual([
      '/kind: schema allows contact, questionnaire, survey; the type has contact, questionnaire',
    ]);
  });
});
