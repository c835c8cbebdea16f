// The parts of a workflow module (defineWorkflowModule) that its manifest decides: inputs, the
// record's insert, edit, details and copy, its list and export columns, `order_by` and filters.
// The module's table shares its id with Case; `caseRelation` is its relation on Case.
import type { Prisma } from '../generated/prisma/client.ts';
import type { TTx } from '../db/client.ts';
import type { TAuthedContext } from '../access/context.ts';
import type { TManifest } from './manifest.ts';
import type { TFieldMap } from './fields.ts';
import { modelOf } from './list-sql/schema.ts';
import { selectOne } from './list-sql/record-sql.ts';
import { notFound } from '../http/errors.ts';

type TRow = Record<string, unknown>;

/** The calls of a Prisma model delegate the kit makes (tx.systemErrorReport). */
interface TTable {
  findUniqueOrThrow(args: object): Promise<TRow>;
  create(args: object): Promise<unknown>;
  update(args: object): Promise<unknown>;
}

export function workflowFromManifest<F extends TFieldMap>(manifest: TManifest<F>, o: { table: (tx: TTx) => unknown; caseRelation: string }) {
  type TInput = Parameters<TManifest<F>['toData']>[0];
  const table = (tx: TTx) => o.table(tx) as TTable;
  const onCase = <T>(inner: TRow) => ({ [o.caseRelation]: inner }) as T;
  /** The module's model: the one its relation on Case reaches (prisma/schema). */
  const tableModel = () => modelOf('Case').relations.get(o.caseRelation)!.target;
  return {
    manifest,
    createInput: manifest.input,
    updateInput: manifest.input,
    insert: async (tx: TTx, _ctx: TAuthedContext, id: number, data: TInput) => {
      await table(tx).create({ data: { id, ...manifest.toData(data) }, select: { id: true } });
    },
    write: async (tx: TTx, _ctx: TAuthedContext, id: number, data: TInput) => {
      await table(tx).update({ where: { id }, data: manifest.toData(data), select: { id: true } });
    },
    detail: async (tx: TTx, _ctx: TAuthedContext, id: number) => {
      // One statement (list-sql/record-sql.ts), not Prisma's read: a record's details are read again and again.
      const row = await selectOne<TRow>(tx, tableModel(), { id }, manifest.select);
      if (!row) throw notFound();
      const { id: _id, ...fields } = manifest.toApi(row, await manifest.loadNames(tx, [row]));
      return fields;
    },
    copy: async (tx: TTx, _ctx: TAuthedContext, sourceId: number, newId: number) => {
      const row = await table(tx).findUniqueOrThrow({ where: { id: sourceId }, select: manifest.columnSelect });
      await table(tx).create({ data: { ...row, id: newId }, select: { id: true } });
    },
    listColumns: {
      // A getter, as the manifest's selects (manifest.ts): made once every module is registered.
      get select() {
        return { [o.caseRelation]: { select: manifest.listSelect } } as Prisma.CaseSelect;
      },
      shaper: async (tx: TTx, rows: readonly TRow[]) => {
        const names = await manifest.loadNames(
          tx,
          rows.map((row) => row[o.caseRelation] as TRow),
        );
        return (row: TRow) => manifest.toListRow(row[o.caseRelation] as TRow, names);
      },
    },
    orderBy: manifest.orderBy((order) => onCase<Prisma.CaseOrderByWithRelationInput>(order)),
    /** The module's own filters (spread beside commonWorkflowFilters). */
    filters: manifest.filters((where) => onCase<Prisma.CaseWhereInput>(where)),
    exportColumns: manifest.exportColumns,
  };
}
