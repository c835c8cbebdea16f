// Közművek: the utility meters of the institutions and their readings (spec 001 §3, §4, §7;
// MODULES.md §3.41). A plain module (no decisions): a school records its own meters' readings,
// the centre all; close/ ends a meter's readings.
import { z } from 'zod';
import type { TTx } from '../../../db/client.ts';
import type { TAuthedContext } from '../../../access/context.ts';
import { action, definePlainModule, filter } from '../../../workflow/define.ts';
import { plainFromManifest } from '../../../workflow/manifest-plain.ts';
import { writeLines } from '../../../workflow/child-lines.ts';
import { ZQueryBool } from '../../../workflow/filters.ts';
import { badRequest } from '../../../http/errors.ts';
import { ZDate } from '../../../http/schemas.ts';
import { formatDate, normalizeSearch, parseDate } from '@etanker/shared/format.ts';
import { METER_STATUSES, METER_TYPES, UTILITY_MANIFEST as MANIFEST } from './manifest.ts';
import { readingErrors, withConsumption, type TReadingInput } from './rules.ts';
import { moduleNames } from '@etanker/shared/modules.ts';

type TInput = Parameters<typeof MANIFEST.toData>[0];
const CLOSED = 'closed';
const CLOSED_MESSAGE = 'Lezárt mérő nem módosítható.';

const choices = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

/** The stored readings of a meter by id, and whether it is closed (null: a new meter). */
async function storedMeter(tx: TTx, id: number) {
  const meter = await tx.utilityMeter.findUniqueOrThrow({
    where: { id },
    select: { status: true, reports: { select: { id: true, date: true, value: true } } },
  });
  return { closed: meter.status === CLOSED, readings: new Map(meter.reports.map((r) => [r.id, { date: formatDate(r.date), value: r.value.toNumber() }])) };
}

async function checkMeter(tx: TTx, data: TInput, id: number | undefined) {
  const stored = id === undefined ? { closed: false, readings: new Map() } : await storedMeter(tx, id);
  if (stored.closed) throw badRequest({ non_field_errors: [CLOSED_MESSAGE] });
  const errors = readingErrors(data.reports as TReadingInput[], stored.readings, data.is_bidirectional_meter);
  if (Object.keys(errors).length) throw badRequest(errors);
}

/** The readings as sent (new ones recorded by the caller), and the newest reading's date on the meter. */
async function writeReadings(tx: TTx, ctx: TAuthedContext, id: number, data: TInput, create: boolean) {
  const lines = data.reports.map(({ id: lineId, date, value, note }): { id?: number; recorded_by_id?: number; date: Date; value: number; note: string } => ({
    ...(lineId === undefined ? { recorded_by_id: ctx.user.id } : { id: lineId }),
    date: parseDate(date)!,
    value,
    note,
  }));
  await writeLines(tx.utilityMeterReport, { field: 'reports', parentColumn: 'meter_id', parentId: id, lines, create });
  const newest = data.reports.reduce<string | null>((max, r) => (max === null || r.date > max ? r.date : max), null);
  await tx.utilityMeter.update({ where: { id }, data: { read_date: newest ? parseDate(newest) : null }, select: { id: true } });
}

const base = plainFromManifest(MANIFEST, {
  table: (tx) => tx.utilityMeter,
  defaultOrder: [{ institution: { name: 'asc' } }, { name: 'asc' }],
  searchText: (d) => normalizeSearch(`${d.name} ${d.pod} ${d.provider} ${d.reference_number} ${d.address.city} ${d.address.address_1}`),
  beforeWrite: checkMeter,
});

export const utilities = definePlainModule({
  ...moduleNames('utilities'),
  permission: 'utilities.can_use_utilities_module',
  permissions: [
    { codename: 'utilities.can_use_utilities_module', name: 'Közművek modul használata', groups: ['Iskolai igénylők', 'Iskolavezetők', 'Műszaki referensek'] },
  ],
  institutionFields: ['institution'],
  scopeColumn: 'institution_id',
  // A meter's attachments (001 §3: contracts, photos of the meter) on the kit's file case.
  files: {
    caseModule: 'utilities',
    relation: 'utility_meter',
    attachments: true,
    institution: (item) => item.institution.id,
  },
  ...base,
  filters: {
    ...base.filters,
    meter_type: filter({
      schema: z.enum(Object.keys(METER_TYPES) as [keyof typeof METER_TYPES]),
      where: (v) => ({ meter_type: v }),
      options: () => ({ label: 'Mérő típusa', type: 'select', choices: choices(METER_TYPES) }),
    }),
    // The filter's name is the spec's (001 §7), the field's is is_bidirectional_meter.
    is_bidirectional: filter({
      schema: ZQueryBool,
      where: (v) => ({ is_bidirectional_meter: v }),
      options: () => ({ label: 'Kétirányú mérő', type: 'bool' }),
    }),
    status: filter({
      schema: z.enum(Object.keys(METER_STATUSES) as [keyof typeof METER_STATUSES]),
      where: (v) => ({ status: v }),
      options: () => ({ label: 'Állapot', type: 'select', choices: choices(METER_STATUSES) }),
    }),
  },
  get: async (tx, ctx, id, scope) => {
    const row = await base.get(tx, ctx, id, scope);
    return row && Object.assign(row, { reports: withConsumption(row.reports) });
  },
  create: async (tx, ctx, data) => {
    const id = await base.create(tx, ctx, data);
    await writeReadings(tx, ctx, id, data, true);
    return id;
  },
  update: async (tx, ctx, id, data) => {
    await base.update(tx, ctx, id, data);
    await writeReadings(tx, ctx, id, data, false);
  },
  locked: (item) => item.status === CLOSED,
  actions: {
    /** close/: no more readings; the meter stays listed as closed. Takes the entity (001 §7) and reads only closed_at. */
    close: action({
      on: 'item',
      method: 'POST',
      path: 'close/',
      summary: 'Mérő lezárása (closed_at: ÉÉÉÉ-HH-NN, alapértelmezés: ma)',
      input: z.object({ closed_at: ZDate.nullable().optional() }).catchall(z.unknown()),
      can: (_tx, _ctx, item) => (item.status === CLOSED ? { message: 'A mérő már le van zárva.' } : null),
      run: async (tx, _ctx, { id, item, input }) => {
        const today = formatDate(new Date());
        const closedAt = input.closed_at ?? today;
        if (closedAt > today) throw badRequest({ closed_at: ['A lezárás dátuma nem lehet jövőbeli.'] });
        const last = item.read_date as string | null;
        if (last && closedAt < last) throw badRequest({ closed_at: [`A lezárás nem lehet korábbi az utolsó leolvasásnál (${last}).`] });
        await tx.utilityMeter.update({ where: { id }, data: { status: CLOSED, closed_at: parseDate(closedAt) }, select: { id: true } });
      },
    }),
  },
});
