// The tables a relation field of a manifest may point at: what is read of the row, the name the
// API answers beside its id ({id, name}), and whether an id exists (a missing one is a 400, not
// the foreign key's 500). An id-list field's names are read by id (`relationNames`).
import type { TRelationKind } from '@etanker/shared/field-meta.ts';
import type { TTx } from '../db/client.ts';
import { institutionDisplayName } from '../core/institution-display.ts';
import { partnerDisplayName } from '../core/partner-display-name.ts';
import { formatDate } from '@etanker/shared/format.ts';

interface TRelationTable {
  /** The Prisma model, for reading an id-list field's rows. */
  model: 'institution' | 'user' | 'partner' | 'tender' | 'financialBudget' | 'employment' | 'dayOff' | 'room' | 'car' | 'libraryContract' | 'commitment';
  /** Columns, or a nested select where the name needs another table's (an employment's person). */
  select: Record<string, true | { select: Record<string, true> }>;
  name: (row: never) => string;
  /** What the answer carries besides {id, name} (a booking's car: plate number, seats, fuel). */
  more?: (row: never) => Record<string, unknown>;
  /** A table small enough for a list filter to offer all its rows (a field's `filter`); else the filter takes ids only. */
  offered?: boolean;
  exists: (tx: TTx, id: number) => Promise<boolean>;
}

export const RELATIONS: Record<TRelationKind, TRelationTable> = {
  institution: {
    model: 'institution',
    select: { id: true, name: true, unit_code: true },
    name: institutionDisplayName,
    exists: async (tx, id) => (await tx.institution.count({ where: { id } })) > 0,
  },
  user: {
    model: 'user',
    select: { id: true, name: true },
    name: (u: { name: string }) => u.name,
    exists: async (tx, id) => (await tx.user.count({ where: { id } })) > 0,
  },
  partner: {
    model: 'partner',
    select: { id: true, name: true, note: true, tax_id: true },
    name: partnerDisplayName,
    exists: async (tx, id) => (await tx.partner.count({ where: { id } })) > 0,
  },
  tender: {
    model: 'tender',
    select: { id: true, name: true, code: true },
    name: (t: { name: string; code: string }) => `${t.name} - ${t.code}`,
    offered: true,
    exists: async (tx, id) => (await tx.tender.count({ where: { id } })) > 0,
  },
  financial_budget: {
    model: 'financialBudget',
    select: { id: true, year: true },
    name: (b: { year: number }) => `Keret ${b.year}`,
    exists: async (tx, id) => (await tx.financialBudget.count({ where: { id } })) > 0,
  },
  // The start date tells apart two employments of one person at one school.
  employment: {
    model: 'employment',
    select: { id: true, start_date: true, user: { select: { name: true } }, institution: { select: { name: true, unit_code: true } } },
    name: (e: { start_date: Date; user: { name: string }; institution: { name: string; unit_code: string } }) =>
      `${e.user.name} (${institutionDisplayName(e.institution)}, ${formatDate(e.start_date)}-tól)`,
    exists: async (tx, id) => (await tx.employment.count({ where: { id } })) > 0,
  },
  day_off: {
    model: 'dayOff',
    select: { id: true, start_date: true, end_date: true },
    name: (d: { start_date: Date; end_date: Date }) => `Szabadság ${formatDate(d.start_date)} – ${formatDate(d.end_date)}`,
    exists: async (tx, id) => (await tx.dayOff.count({ where: { id } })) > 0,
  },
  room: {
    model: 'room',
    select: { id: true, name: true },
    name: (r: { name: string }) => r.name,
    exists: async (tx, id) => (await tx.room.count({ where: { id } })) > 0,
  },
  car: {
    model: 'car',
    select: { id: true, name: true, plate_number: true, type: true, person_count: true, power: true, fuel_type: true },
    name: (c: { name: string; plate_number: string }) => `${c.name} (${c.plate_number})`,
    more: (c: { plate_number: string; type: string; person_count: number | null; power: number | null; fuel_type: number | null }) => ({
      plate_number: c.plate_number,
      type: c.type,
      person_count: c.person_count,
      power: c.power,
      fuel_type: c.fuel_type,
    }),
    exists: async (tx, id) => (await tx.car.count({ where: { id } })) > 0,
  },
  library_contract: {
    model: 'libraryContract',
    select: { id: true, title: true, reference_number: true },
    name: (c: { title: string; reference_number: string }) => (c.reference_number ? `${c.reference_number} - ${c.title}` : c.title),
    exists: async (tx, id) => (await tx.libraryContract.count({ where: { id } })) > 0,
  },
  // As the commitments' mind/ names them: 'KV/2026/00005 - subject'.
  commitment: {
    model: 'commitment',
    select: { id: true, subject: true, case: { select: { reference_number: true } } },
    name: (c: { subject: string; case: { reference_number: string } }) => (c.case.reference_number ? `${c.case.reference_number} - ${c.subject}` : c.subject),
    exists: async (tx, id) => (await tx.commitment.count({ where: { id } })) > 0,
  },
};

interface TReadByIds {
  findMany(args: { where?: { id: { in: number[] } }; select: Record<string, unknown> }): Promise<{ id: number }[]>;
}

/** Every row of an `offered` table as a filter's choices, by name in Hungarian order. */
export async function relationChoices(tx: TTx, kind: TRelationKind): Promise<{ value: number; label: string }[]> {
  const table = RELATIONS[kind];
  const rows = await (tx[table.model] as unknown as TReadByIds).findMany({ select: table.select });
  return rows.map((row) => ({ value: row.id, label: table.name(row as never) })).sort((a, b) => a.label.localeCompare(b.label, 'hu'));
}

/** id → name of the rows of one table among `ids` (an id-list field's answer), in one query; none asked, none read. */
export async function relationNames(tx: TTx, kind: TRelationKind, ids: Iterable<number>): Promise<Map<number, string>> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Map();
  const table = RELATIONS[kind];
  const rows = await (tx[table.model] as unknown as TReadByIds).findMany({ where: { id: { in: wanted } }, select: table.select });
  return new Map(rows.map((row) => [row.id, table.name(row as never)]));
}
