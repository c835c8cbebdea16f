// The rows of a manifest's `lines` field (fields.ts) in their child table: a line with the id of
// one of the record's lines is updated in place (its id stays, so links to it survive a PUT), a
// line without an id is added, lines left out are deleted. A new record's lines are all new (ids
// copied from another record are not this record's). Runs inside the caller's transaction.
import { fieldError } from '../http/errors.ts';

/** The calls of a Prisma child-table delegate (tx.commitmentProduct). */
interface TChildTable {
  findMany(args: object): Promise<{ id: number }[]>;
  deleteMany(args: object): Promise<unknown>;
  update(args: object): Promise<unknown>;
  createMany(args: object): Promise<unknown>;
}

export async function writeLines<TLine extends { id?: number }>(
  table: unknown,
  o: { field: string; parentColumn: string; parentId: number; lines: TLine[]; create: boolean },
) {
  const child = table as TChildTable;
  const lines = o.create ? o.lines.map((line) => ({ ...line, id: undefined })) : o.lines;
  const existing = o.create ? [] : await child.findMany({ where: { [o.parentColumn]: o.parentId }, select: { id: true } });
  const own = new Set(existing.map((line) => line.id));
  const kept = new Set<number>();
  for (const line of lines) {
    if (line.id === undefined) continue;
    if (!own.has(line.id)) throw fieldError(o.field, `Ismeretlen tétel: ${line.id}.`);
    if (kept.has(line.id)) throw fieldError(o.field, `A tétel kétszer szerepel: ${line.id}.`);
    kept.add(line.id);
  }
  const removed = existing.filter((line) => !kept.has(line.id)).map((line) => line.id);
  if (removed.length) await child.deleteMany({ where: { id: { in: removed } } });
  for (const { id, ...line } of lines) if (id !== undefined) await child.update({ where: { id }, data: line, select: { id: true } });
  const added = lines.filter((line) => line.id === undefined).map(({ id: _id, ...line }) => ({ ...line, [o.parentColumn]: o.parentId }));
  if (added.length) await child.createMany({ data: added });
}
