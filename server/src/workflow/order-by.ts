// `order_by` of list queries (spec 001 §7): `field` ascending, `-field` descending, several
// separated by commas; only the columns a module allows, anything else is a 400.
import { badRequest } from '../http/errors.ts';

export type TSortDirection = 'asc' | 'desc';
/** A module's sortable columns: name → the ORM orderBy of that column. */
export type TOrderColumns<TOrder> = Record<string, (direction: TSortDirection) => TOrder>;

/** The orderBy list of `order_by`, or null when it is not given. */
export function parseOrderBy<TOrder>(raw: unknown, columns: TOrderColumns<TOrder>): TOrder[] | null {
  if (raw === undefined || raw === null || raw === '') return null;
  if (typeof raw !== 'string') throw badRequest({ order_by: ['Érvénytelen érték.'] });
  const out: TOrder[] = [];
  for (const part of raw
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const descending = part.startsWith('-');
    const name = descending ? part.slice(1) : part;
    if (!Object.hasOwn(columns, name)) throw badRequest({ order_by: [`Ismeretlen rendezési mező: ${name}. Választható: ${Object.keys(columns).join(', ')}.`] });
    out.push(columns[name](descending ? 'desc' : 'asc'));
  }
  return out.length ? out : null;
}
