// A rent input checked against its price unit and written with its occasions and its total; the
// copy of a rent. Run inside the caller's transaction.
import type { TTx } from '../../../db/client.ts';
import { badRequest } from '../../../http/errors.ts';
import { writeLines } from '../../../workflow/child-lines.ts';
import { parseDate } from '@etanker/shared/format.ts';
import { RENT_MANIFEST as MANIFEST, type TRentInput } from './manifest.ts';
import { rentErrors, rentTotal, UNIT_CODES, type TUnitCode } from './rules.ts';
import { createData, updateData } from '../../../workflow/manifest-model.ts';

/** The code (hour, occasion, day, month) of a price_units key; an unknown key is the manifest's 400. */
async function unitCode(tx: TTx, key: number | null): Promise<TUnitCode | null> {
  if (key === null) return null;
  const item = await tx.staticItem.findUnique({ where: { list_key: { list: 'price_units', key } }, select: { code: true } });
  return UNIT_CODES.find((code) => code === item?.code) ?? null;
}

/** The rent's own columns of an input (the school is the Case's, the answers the engine's, the occasions their table's). */
const recordOf = ({ institution: _i, extra_field_answers: _a, occasions: _o, ...rest }: TRentInput) => rest;

/** Checks the input (400 with field messages) and writes the rent, its occasions and its total. */
export async function writeRent(tx: TTx, id: number, input: TRentInput, create: boolean): Promise<void> {
  const unit = await unitCode(tx, input.price_unit);
  const errors = rentErrors(input, unit);
  if (Object.keys(errors).length) throw badRequest(errors);
  // recordOf drops what this table does not store (kept on the Case or in child rows); toData's parameter is typed as the whole input.
  const data = { ...MANIFEST.toData(recordOf(input) as never), total_price: rentTotal(input, unit).toString() };
  if (create) await tx.rent.create({ data: createData('Rent', { id, ...data }), select: { id: true } });
  else await tx.rent.update({ where: { id }, data: updateData('Rent', data), select: { id: true } });
  const occasions = input.occasions.map(({ date, ...o }) => ({ ...o, date: date ? parseDate(date) : null }));
  await writeLines(tx.rentOccasion, { field: 'occasions', parentColumn: 'rent_id', parentId: id, lines: occasions, create });
}

/** A copy of a rent: its renter, period, price and occasions (the flow starts anew). */
export async function copyRent(tx: TTx, sourceId: number, newId: number): Promise<void> {
  const {
    id: _id,
    occasions,
    ...rent
  } = await tx.rent.findUniqueOrThrow({
    where: { id: sourceId },
    include: { occasions: { orderBy: { id: 'asc' }, select: { type: true, date: true, day_of_the_week: true, start_time: true, end_time: true } } },
  });
  await tx.rent.create({ data: { ...rent, id: newId }, select: { id: true } });
  if (occasions.length) await tx.rentOccasion.createMany({ data: occasions.map((o) => ({ ...o, rent_id: newId })) });
}
