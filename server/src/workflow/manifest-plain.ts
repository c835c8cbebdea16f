// The parts of a plain module (definePlainModule) that its manifest decides: inputs, list, get,
// create, update, export rows and columns, filters and `order_by`. The module adds its name,
// permissions, scope and what is its own (search text, checks before a write, a delete, mind/).
import type { TTx } from '../db/client.ts';
import type { TAuthedContext } from '../access/context.ts';
import type { TExportColumn } from './define.ts';
import type { TManifest } from './manifest.ts';
import type { TFieldMap } from './fields.ts';

type TRow = Record<string, unknown>;

/** The calls of a Prisma model delegate the kit makes (tx.room, tx.partner). */
interface TTable {
  findMany(args: object): Promise<TRow[]>;
  findFirst(args: object): Promise<TRow | null>;
  count(args: object): Promise<number>;
  create(args: object): Promise<{ id: number }>;
  update(args: object): Promise<unknown>;
}

interface TPlainOptions<TInput> {
  /** The module's table: (tx) => tx.room. */
  table: (tx: TTx) => unknown;
  /** The order of a list without `order_by` (id breaks ties). */
  defaultOrder: TRow[];
  /** The text `q` searches (stored normalized in search_text). */
  searchText: (data: TInput) => string;
  /** Checks of the module's own before a create (id undefined) or an update. */
  beforeWrite?: (tx: TTx, data: TInput, id: number | undefined) => Promise<void>;
  /** Turns a write's database error into the module's field error (a unique index), or rethrows it. */
  writeError?: (error: unknown) => never;
}

const ID_COLUMN: TExportColumn = { header: 'Azonosító', key: 'id', type: 'number', width: 10 };
const EXPORT_BATCH = 2000;

export function plainFromManifest<F extends TFieldMap>(manifest: TManifest<F>, o: TPlainOptions<Parameters<TManifest<F>['toData']>[0]>) {
  type TInput = Parameters<TManifest<F>['toData']>[0];
  const table = (tx: TTx) => o.table(tx) as TTable;
  const where = (extra: TRow, q: string) => ({ AND: [extra, q ? { search_text: { contains: q } } : {}] });
  const toData = (data: TInput) => ({ ...manifest.toData(data), search_text: o.searchText(data) });
  const guarded = async <T>(write: () => Promise<T>) => {
    try {
      return await write();
    } catch (error) {
      if (o.writeError) o.writeError(error);
      throw error;
    }
  };
  const beforeWrite = async (tx: TTx, data: TInput, id?: number) => {
    await o.beforeWrite?.(tx, data, id);
  };
  return {
    manifest,
    createInput: manifest.input,
    updateInput: manifest.input,
    filters: manifest.filters((w) => w),
    orderBy: { id: (d: 'asc' | 'desc') => ({ id: d }), ...manifest.orderBy((order) => order) },
    list: async (tx: TTx, _ctx: TAuthedContext, args: { where: TRow; q: string; skip: number; take: number; orderBy: TRow[] | null }) => {
      const w = where(args.where, args.q);
      const [rows, total] = await Promise.all([
        table(tx).findMany({
          where: w,
          orderBy: [...(args.orderBy ?? o.defaultOrder), { id: 'asc' }],
          skip: args.skip,
          take: args.take,
          select: manifest.rowSelect,
        }),
        table(tx).count({ where: w }),
      ]);
      const names = await manifest.loadNames(tx, rows);
      return { data: rows.map((r) => manifest.toApi(r, names)), total };
    },
    get: async (tx: TTx, _ctx: TAuthedContext, id: number, scope: TRow) => {
      const row = await table(tx).findFirst({ where: { AND: [{ id }, scope] }, select: manifest.select });
      return row && manifest.toApi(row, await manifest.loadNames(tx, [row]));
    },
    create: async (tx: TTx, _ctx: TAuthedContext, data: TInput) => {
      await beforeWrite(tx, data);
      return (await guarded(() => table(tx).create({ data: toData(data), select: { id: true } }))).id;
    },
    update: async (tx: TTx, _ctx: TAuthedContext, id: number, data: TInput) => {
      await beforeWrite(tx, data, id);
      await guarded(() => table(tx).update({ where: { id }, data: toData(data), select: { id: true } }));
    },
    exportColumns: [ID_COLUMN, ...manifest.exportColumns],
    exportRows: async function* (tx: TTx, _ctx: TAuthedContext, extra: TRow, q: string) {
      let cursor = 0;
      for (;;) {
        const rows = await table(tx).findMany({
          where: { AND: [where(extra, q), { id: { gt: cursor } }] },
          orderBy: { id: 'asc' },
          take: EXPORT_BATCH,
          select: manifest.rowSelect,
        });
        if (!rows.length) return;
        const names = await manifest.loadNames(tx, rows);
        for (const r of rows) yield manifest.exportCells(manifest.toApi(r, names));
        cursor = rows.at(-1)!.id as number;
      }
    },
  };
}
