// A manifest checked against its Prisma model by tsc (issue 24 item 5): a field without its
// column, or a column its kind cannot hold (a money field on a String column), fails the build
// instead of the first request. Only the builders' literal kinds are checked; computed values have
// no column, and groups and lines are stored under other names (prefixed columns, a child table).
import type { Prisma } from '../generated/prisma/client.ts';
import type { TFieldKind } from '@etanker/shared/field-meta.ts';
import type { TField, TFieldMap } from './fields.ts';
import { defineManifest } from './manifest.ts';

/** The stored columns of a model, as Prisma types them. */
export type TColumnsOf<M extends Prisma.ModelName> = Prisma.TypeMap['model'][M]['payload']['scalars'];

/** What each kind may be stored in. */
interface TKindColumns {
  text: string;
  long_text: string;
  email: string;
  choice: string;
  integer: number;
  decimal: number | Prisma.Decimal;
  money: number | Prisma.Decimal;
  boolean: boolean;
  date: Date;
  datetime: Date;
  static: number;
  ids: number[];
}

/** The column a field of this name and kind is stored in (a relation's is `<name>_id`). */
type TColumnName<N extends string, K> = K extends 'relation' ? `${N}_id` : N;
type THeld<K> = K extends 'relation' ? number : K extends keyof TKindColumns ? TKindColumns[K] : unknown;

/** The field, or an error naming it when its column is missing or of another type. */
type TChecked<N extends string, F, C> =
  F extends TField<infer _S, infer _A, infer K>
    ? TFieldKind extends K
      ? F
      : K extends 'group' | 'lines'
        ? F
        : TColumnName<N, K> extends keyof C
          ? [NonNullable<C[TColumnName<N, K>]>] extends [THeld<K>]
            ? F
            : `${N}: a(z) ${K} mező oszlopa más típusú`
          : `${N}: nincs ${TColumnName<N, K>} oszlop a modellben`
    : F;

export type TModelFields<F extends TFieldMap, M extends Prisma.ModelName> = { [N in keyof F]: TChecked<N & string, F[N], TColumnsOf<M>> };

/** `defineManifest` for the fields of one Prisma model, each checked against its column. */
export function modelManifest<M extends Prisma.ModelName, F extends TFieldMap>(
  _model: M,
  fields: F & TModelFields<F, M>,
  opts?: Parameters<typeof defineManifest<F>>[1],
) {
  return defineManifest<F>(fields, opts);
}

type TModelOperations<M extends Prisma.ModelName> = Prisma.TypeMap['model'][M]['operations'];
/** A model's create and update data, as Prisma types them. */
export type TCreateData<M extends Prisma.ModelName> = TModelOperations<M>['create']['args']['data'];
export type TUpdateData<M extends Prisma.ModelName> = TModelOperations<M>['update']['args']['data'];

/**
 * A row built from a manifest (its `toData`, a `columnSelect` read copied) as its model's create
 * or update data. The manifest's fields were checked against the model's columns
 * (`modelManifest`) and the caller adds what the manifest leaves out (a computed price, a form's
 * module); Prisma cannot see through a field map read at run time, so this is the one place that
 * says so, for the one model named, instead of an untyped cast at every write.
 */
export const createData = <M extends Prisma.ModelName>(_model: M, row: object) => row as TCreateData<M>;
export const updateData = <M extends Prisma.ModelName>(_model: M, row: object) => row as TUpdateData<M>;
