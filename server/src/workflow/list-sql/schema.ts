// The Prisma schema as the list compiler needs it: each model's columns with their types, and
// how a relation joins. Prisma's generated client keeps no foreign keys at run time, so the
// schema files are read once, as the migration engine reads them (db/schema-engine.ts).
import fs from 'node:fs';
import path from 'node:path';

/** A column: its Prisma scalar type (Int, String, DateTime…), its `@db.` type (Date, Timestamptz…) and whether it holds a list. */
export interface TColumn {
  type: string;
  native: string | null;
  list: boolean;
}

/** A relation field: the model it reaches, and the columns that join the two (`from` on this side). */
export interface TRelation {
  target: string;
  many: boolean;
  from: readonly string[];
  to: readonly string[];
}

export interface TModel {
  columns: Map<string, TColumn>;
  relations: Map<string, TRelation>;
}

const SCHEMA_DIR = path.resolve(import.meta.dirname, '../../../../prisma/schema');

interface TRawField {
  name: string;
  type: string;
  list: boolean;
  native: string | null;
  relationName: string | null;
  fields: string[] | null;
  references: string[] | null;
}

const FIELD = /^\s*(\w+)\s+(\w+)(\[\]|\?)?(.*)$/;
const names = (attrs: string, key: string) =>
  new RegExp(`${key}:\\s*\\[([^\\]]*)\\]`)
    .exec(attrs)?.[1]
    .split(',')
    .map((s) => s.trim()) ?? null;

function parse(text: string): Map<string, TRawField[]> {
  const models = new Map<string, TRawField[]>();
  let current: TRawField[] | null = null;
  for (const line of text.split('\n')) {
    const start = /^model\s+(\w+)\s*\{/.exec(line);
    if (start) models.set(start[1], (current = []));
    else if (/^\}/.test(line)) current = null;
    else if (current && !/^\s*(\/\/|@@|$)/.test(line)) {
      const m = FIELD.exec(line);
      if (!m) continue;
      const relation = /@relation\(([^)]*)\)/.exec(m[4])?.[1] ?? '';
      current.push({
        name: m[1],
        type: m[2],
        list: m[3] === '[]',
        native: /@db\.(\w+)/.exec(m[4])?.[1] ?? null,
        relationName: /^\s*(?:name:\s*)?"([^"]+)"/.exec(relation)?.[1] ?? null,
        fields: names(relation, 'fields'),
        references: names(relation, 'references'),
      });
    }
  }
  return models;
}

function build(raw: Map<string, TRawField[]>): Map<string, TModel> {
  const models = new Map<string, TModel>();
  for (const [name, fields] of raw) {
    const model: TModel = { columns: new Map(), relations: new Map() };
    for (const f of fields) {
      const other = raw.get(f.type);
      if (!other) {
        model.columns.set(f.name, { type: f.type, native: f.native, list: f.list });
        continue;
      }
      if (f.fields && f.references) {
        model.relations.set(f.name, { target: f.type, many: false, from: f.fields, to: f.references });
        continue;
      }
      // The back side: the target's field of the same relation holds the keys. A many-to-many
      // relation (a join table of Prisma's) has none: the compiler refuses it when asked.
      const back = other.find((o) => o.type === name && o !== f && o.fields && o.relationName === f.relationName);
      if (back) model.relations.set(f.name, { target: f.type, many: f.list, from: back.references!, to: back.fields! });
    }
    models.set(name, model);
  }
  return models;
}

let cached: Map<string, TModel> | undefined;

/** Every model of prisma/schema, read on first use. */
export function schemaModels(): Map<string, TModel> {
  cached ??= build(
    parse(
      fs
        .readdirSync(SCHEMA_DIR)
        .filter((file) => file.endsWith('.prisma'))
        .map((file) => fs.readFileSync(path.join(SCHEMA_DIR, file), 'utf8'))
        .join('\n'),
    ),
  );
  return cached;
}

export function modelOf(name: string): TModel {
  const model = schemaModels().get(name);
  if (!model) throw new Error(`list-sql: no model ${name}`);
  return model;
}
