// Gépjárműigény: bookings of the fleet's cars for a journey, approved by the booking school's head
// and the car keepers (spec 001 §2, §3, §5, §7; MODULES.md §3.50).
import { defineWorkflowModule, type TAnyWorkflowModule } from '../../../workflow/define.ts';
import { commonWorkflowFilters, verificationStepFilter } from '../../../workflow/filters.ts';
import { workflowFromManifest } from '../../../workflow/manifest-workflow.ts';
import { ZRowId } from '../../../http/schemas.ts';
import { ZExtraFieldAnswers } from '../../../workflow/extra-fields.ts';
import { bookCar, INITIAL_STATE } from './rules.ts';
import { CAR_BOOKING_MANIFEST } from './manifest.ts';
import { carBookingActions } from './actions.ts';
import { CarBookingPdf } from './document.tsx';
import { institutionOrOwn } from '../../../access/institution-fields.ts';
import { caseModuleOf, workflowNames } from '@etanker/shared/modules.ts';

const MODULE = caseModuleOf('carBookings');
const fromManifest = workflowFromManifest(CAR_BOOKING_MANIFEST, { table: (tx) => tx.carBooking, caseRelation: 'car_booking' });

/** The input: the manifest's fields, the booking school (default: the requester's own) and the extra fields' answers. */
const ZCarBookingInput = CAR_BOOKING_MANIFEST.input.extend({ institution: ZRowId.optional(), extra_field_answers: ZExtraFieldAnswers });

/** The booking's own columns of an input (the school is the Case's, the answers the engine's). */
const recordOf = <T extends { institution?: number; extra_field_answers: unknown }>({ institution: _, extra_field_answers: _answers, ...rest }: T) => rest;

export const carBookings = defineWorkflowModule({
  ...workflowNames('carBookings'),
  permission: 'cars.can_use_car_bookings_module',
  initialState: INITIAL_STATE,
  settingsGroup: 'cars',
  referencePrefix: 'GJ',
  institutionFields: ['institution'],
  extraFields: true,
  ...fromManifest,
  createInput: ZCarBookingInput,
  updateInput: ZCarBookingInput,
  insert: (tx, ctx, id, input) => fromManifest.insert(tx, ctx, id, recordOf(input)),
  write: (tx, ctx, id, input) => fromManifest.write(tx, ctx, id, recordOf(input)),
  filters: { ...commonWorkflowFilters(MODULE, INITIAL_STATE), ...fromManifest.filters, verification_step: verificationStepFilter(MODULE) },
  prepareCreate: async (tx, ctx, input) => {
    await bookCar(tx, ctx.user, input, null);
    return { institution_id: institutionOrOwn(ctx.user, input.institution) };
  },
  prepareUpdate: async (tx, ctx, id, input) => {
    await bookCar(tx, ctx.user, input, id);
    return { institution_id: institutionOrOwn(ctx.user, input.institution) };
  },
  // A centre's own booking has no head of school to approve it: its flow goes to the keepers.
  flowRecord: async (tx, id) => {
    const c = await tx.case.findUniqueOrThrow({ where: { id }, select: { institution: { select: { parent_id: true } } } });
    return { by_centre: c.institution.parent_id === null };
  },
  describe: async (tx, id) => {
    const r = await tx.carBooking.findUniqueOrThrow({
      where: { id },
      select: {
        travel_path: true,
        driver: true,
        purpose: true,
        car: { select: { name: true, plate_number: true } },
        case: { select: { creator: { select: { name: true } } } },
      },
    });
    return {
      title: `${r.car.name}: ${r.travel_path}`,
      searchText: `${r.car.name} ${r.car.plate_number} ${r.travel_path} ${r.driver} ${r.case.creator.name} ${r.purpose.slice(0, 500)}`,
    };
  },
  copy: async (tx, ctx, sourceId, newId) => {
    const r = await tx.carBooking.findUniqueOrThrow({ where: { id: sourceId }, select: { car_id: true, start_date: true, end_date: true } });
    // The copy holds the car from the start of its flow, so it meets the same clash check.
    await bookCar(tx, ctx.user, { car: r.car_id, start_date: r.start_date, end_date: r.end_date }, null);
    await fromManifest.copy(tx, ctx, sourceId, newId);
  },
  documents: {
    travel_order: { label: 'Menetlevél', render: (ctx, id) => CarBookingPdf(ctx.prisma, id) },
  },
  actions: carBookingActions((): TAnyWorkflowModule => carBookings),
});
