// The register number (iktatószám) of an inbox entry: ERK/<school's unit code>/<year>/<serial>,
// the serial counting per school and Budapest year from 1. It is drawn inside the create's
// transaction by one INSERT … ON CONFLICT DO UPDATE, which holds the counter row's lock until the
// transaction ends: concurrent registrations of a school queue and get consecutive numbers, and a
// create that fails afterwards rolls the counter back with it, so no number is lost or repeated.
import type { TTx } from '../../../db/client.ts';
import { toBudapestWallClock } from '@etanker/shared/format.ts';

const SERIAL_DIGITS = 5;

export async function assignRegisterNumber(tx: TTx, id: number): Promise<void> {
  const c = await tx.case.findUniqueOrThrow({ where: { id }, select: { created_at: true, institution: { select: { id: true, unit_code: true } } } });
  const year = toBudapestWallClock(c.created_at)!.getUTCFullYear();
  const [counter] = await tx.$queryRaw<{ last: number }[]>`
    INSERT INTO "InboxCounter" (institution_id, year, last) VALUES (${c.institution.id}, ${year}, 1)
    ON CONFLICT (institution_id, year) DO UPDATE SET last = "InboxCounter".last + 1
    RETURNING last`;
  const serial = String(counter.last).padStart(SERIAL_DIGITS, '0');
  await tx.case.update({ where: { id }, data: { reference_number: `ERK/${c.institution.unit_code}/${year}/${serial}` }, select: { id: true } });
}
