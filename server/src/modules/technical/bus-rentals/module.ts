// Buszbérlés: a bus hired for a school trip, with its legs; approved by the school's head and
// ordered by the centre's technical referents (spec 001 §3, §4, §7; MODULES.md §3.49).
import type { TTx } from '../../../db/client.ts';
import { defineWorkflowModule } from '../../../workflow/define.ts';
import { commonWorkflowFilters } from '../../../workflow/filters.ts';
import { workflowFromManifest } from '../../../workflow/manifest-workflow.ts';
import { writeLines } from '../../../workflow/child-lines.ts';
import { ZRowId } from '../../../http/schemas.ts';
import { ZExtraFieldAnswers } from '../../../workflow/extra-fields.ts';
import { BUS_RENTAL_MANIFEST as MANIFEST, returnDateOf } from './manifest.ts';
import { INITIAL_STATE, travelIssues } from './rules.ts';
import { BusRentalPdf } from './document.tsx';
import { institutionOrOwn } from '../../../access/institution-fields.ts';
import { caseModuleOf, workflowNames } from '@etanker/shared/modules.ts';
import { createData } from '../../../workflow/manifest-model.ts';

const MODULE = caseModuleOf('busRentals');
const fromManifest = workflowFromManifest(MANIFEST, { table: (tx) => tx.busRental, caseRelation: 'bus_rental' });

/** The input: the manifest's fields, the school (default: the requester's own), the extra fields' answers; the legs' rules. */
const ZBusRentalInput = MANIFEST.input.extend({ institution: ZRowId.optional(), extra_field_answers: ZExtraFieldAnswers }).superRefine((trip, ctx) => {
  for (const issue of travelIssues(trip)) ctx.addIssue({ code: 'custom', ...issue });
});
type TBusRentalInput = ReturnType<typeof ZBusRentalInput.parse>;

async function writeRental(tx: TTx, id: number, input: TBusRentalInput, create: boolean) {
  const data = MANIFEST.toData({ ...input, return_date: returnDateOf(input) });
  if (create) await tx.busRental.create({ data: createData('BusRental', { id, ...data }), select: { id: true } });
  else await tx.busRental.update({ where: { id }, data, select: { id: true } });
  await writeLines(tx.busRentalTravel, { field: 'travels', parentColumn: 'bus_rental_id', parentId: id, lines: input.travels, create });
}

export const busRentals = defineWorkflowModule({
  ...workflowNames('busRentals'),
  permission: 'bus_rentals.can_use_bus_rentals_module',
  permissions: [
    {
      codename: 'bus_rentals.can_use_bus_rentals_module',
      name: 'Buszbérlés modul használata',
      groups: ['Iskolai igénylők', 'Iskolavezetők', 'Műszaki referensek'],
    },
  ],
  initialState: INITIAL_STATE,
  settingsGroup: 'bus_rentals',
  referencePrefix: 'BB',
  institutionFields: ['institution'],
  extraFields: true,
  ...fromManifest,
  createInput: ZBusRentalInput,
  updateInput: ZBusRentalInput,
  insert: (tx, _ctx, id, input) => writeRental(tx, id, input, true),
  write: (tx, _ctx, id, input) => writeRental(tx, id, input, false),
  // The common filters and the type's (the manifest's).
  filters: { ...commonWorkflowFilters(MODULE, INITIAL_STATE), ...fromManifest.filters },
  prepareCreate: (_tx, ctx, input) => Promise.resolve({ institution_id: institutionOrOwn(ctx.user, input.institution) }),
  prepareUpdate: (_tx, ctx, _id, input) => Promise.resolve({ institution_id: institutionOrOwn(ctx.user, input.institution) }),
  // A centre's own trip has no head of school to approve it: its flow goes to the referents.
  flowRecord: async (tx, id) => {
    const c = await tx.case.findUniqueOrThrow({ where: { id }, select: { institution: { select: { parent_id: true } } } });
    return { by_centre: c.institution.parent_id === null };
  },
  describe: async (tx, id) => {
    const r = await tx.busRental.findUniqueOrThrow({
      where: { id },
      select: {
        travel_goal: true,
        pickup_place: true,
        travels: { select: { from: true, to: true } },
        case: { select: { creator: { select: { name: true } } } },
      },
    });
    const places = r.travels.map((t) => `${t.from} ${t.to}`).join(' ');
    return { title: r.travel_goal, searchText: `${r.travel_goal} ${r.pickup_place} ${r.case.creator.name} ${places}`.slice(0, 2000) };
  },
  // The copy's legs are new rows (new ids) of the new rental.
  copy: async (tx, ctx, sourceId, newId) => {
    await fromManifest.copy(tx, ctx, sourceId, newId);
    const travels = await tx.busRentalTravel.findMany({
      where: { bus_rental_id: sourceId },
      select: { from: true, to: true, departure: true, person_count: true, note: true },
      orderBy: [{ departure: 'asc' }, { id: 'asc' }],
    });
    if (travels.length) await tx.busRentalTravel.createMany({ data: travels.map((t) => ({ ...t, bus_rental_id: newId })) });
  },
  documents: {
    bus_order: { label: 'Autóbusz-megrendelő (menetrend)', render: (ctx, id) => BusRentalPdf(ctx.prisma, id) },
  },
});
