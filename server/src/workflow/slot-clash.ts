// A wanted period that another record holds, in the words of the 400: what is taken and, to a
// caller who may read the holding record, which record holds it and when (to anyone else only
// that it is taken: another school's booking of a shared car). Every module holding resources
// (room reservations and bookings, car bookings) words its clashes here.
import type { TTx } from '../db/client.ts';
import type { TCurrentUser } from '../auth/current-user.ts';
import { formatDateTime } from '@etanker/shared/format.ts';
import { canReadCase } from './case-access.ts';
import { firstClash, ident, type TClash, type TSlotTable } from './free-slots.ts';

/** The record holding a slot: its table (sharing its id with Case), the column naming it, the noun after the name ('teremberlés'). */
export interface TSlotHolder {
  table: string;
  title: string;
  noun?: string;
}

export const periodText = (start: Date, end: Date) => `${formatDateTime(start)} – ${formatDateTime(end)}`;

/** The first record (not `exceptId`) holding one of the wanted periods, in words beginning with `taken(clash)`; null when none. */
export async function clashMessage(
  tx: TTx,
  user: TCurrentUser,
  slots: TSlotTable,
  wanted: readonly { resource_id: number; start: Date; end: Date }[],
  o: { states: readonly string[]; exceptId: number | null; holder: TSlotHolder; taken: (clash: TClash) => string },
): Promise<string | null> {
  const clash = await firstClash(tx, slots, wanted, o);
  if (!clash) return null;
  const taken = o.taken(clash);
  if (!(await canReadCase(tx, user, clash.id))) return `${taken}.`;
  const [holder] = await tx.$queryRaw<{ title: string; reference_number: string }[]>`
    SELECT r.${ident(o.holder.title)} AS title, c.reference_number FROM ${ident(o.holder.table)} r JOIN "Case" c ON c.id = r.id WHERE r.id = ${clash.id}`;
  const named = holder.reference_number ? `${holder.reference_number} ` : '';
  return `${taken}: ${named}„${holder.title}”${o.holder.noun ? ` ${o.holder.noun}` : ''} (${periodText(clash.start, clash.end)}).`;
}
