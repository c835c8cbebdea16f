// The conflict check (001 §7 {id}/conflicting_entities/): the absences and day offs of the same
// person whose days overlap [start_date, end_date] (both days included), within the caller's
// scope and in a counting state; the edited record itself (`id`) is left out. Absences and day
// offs ask it alike (the day off by its employment).
import type { TTx } from '../../../db/client.ts';
import type { TAuthedContext } from '../../../access/context.ts';
import { caseScopeWhere } from '../../../access/scope.ts';
import { apiDate } from '../../../core/dates.ts';
import { parseDate } from '@etanker/shared/format.ts';
import { moduleNames } from '@etanker/shared/modules.ts';
import { COUNTING_STATES } from '../leave.ts';
import type { z } from 'zod';
import { ZConflictQuery, type ZConflictPath } from './schema.ts';
import { badRequest, notFound } from '../../../http/errors.ts';
import { zodFieldErrors } from '../../../http/zod-errors.ts';

const ABSENCE_URL = moduleNames('absences').detailRoute;
const DAY_OFF_URL = moduleNames('dayOffs').detailRoute;

export interface TConflict {
  id: number;
  reference_number: string;
  state: string;
  start_date: string;
  end_date: string;
  url: string;
}

/** The person asked about: the user, or the employment's user when that employment is in scope (else nobody). */
async function personOf(tx: TTx, ctx: TAuthedContext, q: z.output<typeof ZConflictQuery>): Promise<number | null> {
  if (q.user !== undefined) return q.user;
  const employment = await tx.employment.findUnique({ where: { id: q.employment! }, select: { user_id: true, institution_id: true } });
  if (!employment || !(ctx.user.is_centre || ctx.user.institution_ids.includes(employment.institution_id))) return null;
  return employment.user_id;
}

/**
 * `id` names a record like every `{id}/` call: another school's (or no) absence or day off is a
 * 404, before the query is read; 0 is a record not saved yet.
 */
export async function conflictingEntities(tx: TTx, ctx: TAuthedContext, input: z.output<typeof ZConflictPath>) {
  if (input.id !== 0) {
    const own = await tx.case.count({ where: { id: input.id, module: { in: ['absences', 'day_offs'] }, ...caseScopeWhere(ctx.user) } });
    if (!own) throw notFound();
  }
  const parsed = ZConflictQuery.safeParse(input);
  if (!parsed.success) throw badRequest(zodFieldErrors(parsed.error));
  return overlapping(tx, ctx, input.id, parsed.data);
}

async function overlapping(tx: TTx, ctx: TAuthedContext, ownId: number, q: z.output<typeof ZConflictQuery>) {
  const person = await personOf(tx, ctx, q);
  if (person === null) return { absences: [], day_offs: [] };
  const start = parseDate(q.start_date)!;
  const end = parseDate(q.end_date)!;
  const overlap = { start_date: { lte: end }, end_date: { gte: start } };
  const cases = { AND: [caseScopeWhere(ctx.user), { state: { in: [...COUNTING_STATES] } }, { id: { not: ownId } }] };
  const caseSelect = { select: { reference_number: true, state: true } };
  const [absences, dayOffs] = await Promise.all([
    tx.absence.findMany({
      where: { user_id: person, ...overlap, case: cases },
      select: { id: true, start_date: true, end_date: true, case: caseSelect },
      orderBy: [{ start_date: 'asc' }, { id: 'asc' }],
    }),
    tx.dayOff.findMany({
      where: { employment: { user_id: person }, ...overlap, case: cases },
      select: { id: true, start_date: true, end_date: true, case: caseSelect },
      orderBy: [{ start_date: 'asc' }, { id: 'asc' }],
    }),
  ]);
  const view =
    (url: string) =>
    (r: (typeof absences)[number]): TConflict => ({
      id: r.id,
      reference_number: r.case.reference_number,
      state: r.case.state,
      start_date: apiDate(r.start_date)!,
      end_date: apiDate(r.end_date)!,
      url: url.replace('{id}', String(r.id)),
    });
  return { absences: absences.map(view(ABSENCE_URL)), day_offs: dayOffs.map(view(DAY_OFF_URL)) };
}
