// What a subscriber is told (issue 15 item 3): its tasks changed, or a record it has open was
// changed by someone else. Announcements carry ids only; the client reads the rest through the
// usual scoped calls.
import type { TAuthedContext } from '../access/context.ts';
import { caseScopeWhere } from '../access/scope.ts';
import { notFound } from '../http/errors.ts';
import { changesTasksOf } from './audience.ts';
import { caseChanges } from './changes.ts';

export interface TTaskChange {
  module: string;
  id: number;
}

export interface TRecordChange {
  id: number;
  version: number;
  /** the record was deleted (a draft): nothing to reload */
  deleted: boolean;
}

export async function* taskChanges(ctx: TAuthedContext, signal: AbortSignal | undefined): AsyncGenerator<TTaskChange> {
  for await (const e of caseChanges(ctx.caseEvents, signal)) if (changesTasksOf(ctx.user, e)) yield { module: e.module, id: e.id };
}

/**
 * Changes of one record by others, while the subscriber may read it: a record out of its scope
 * is a 404 at the start (as its GET), and ends the subscription silently when it leaves the scope.
 */
export async function* recordChanges(ctx: TAuthedContext, module: string, id: number, signal: AbortSignal | undefined): AsyncGenerator<TRecordChange> {
  const readable = async () => (await ctx.prisma.case.count({ where: { id, module, ...caseScopeWhere(ctx.user) } })) > 0;
  if (!(await readable())) throw notFound();
  for await (const e of caseChanges(ctx.caseEvents, signal)) {
    if (e.id !== id || e.actor === ctx.user.id) continue;
    if (e.deleted) {
      yield { id, version: e.version, deleted: true };
      return;
    }
    if (!(await readable())) return;
    yield { id, version: e.version, deleted: false };
  }
}
