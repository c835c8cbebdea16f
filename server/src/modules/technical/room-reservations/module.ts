// Teremfoglalások: reservations of an institution's rooms for a period, approved by the head of
// the room's school (spec 001 §2, §3, §5, §7; MODULES.md §3.45).
import { defineWorkflowModule, type TAnyWorkflowModule } from '../../../workflow/define.ts';
import { commonWorkflowFilters, verificationStepFilter } from '../../../workflow/filters.ts';
import { workflowFromManifest } from '../../../workflow/manifest-workflow.ts';
import { reserveRoom, INITIAL_STATE } from './rules.ts';
import { ROOM_RESERVATION_MANIFEST } from './manifest.ts';
import { roomReservationActions } from './actions.ts';
import { caseModuleOf, workflowNames } from '@etanker/shared/modules.ts';

const MODULE = caseModuleOf('roomReservations');
const fromManifest = workflowFromManifest(ROOM_RESERVATION_MANIFEST, { table: (tx) => tx.roomReservation, caseRelation: 'room_reservation' });

export const roomReservations = defineWorkflowModule({
  ...workflowNames('roomReservations'),
  permission: 'room_reservations.can_use_room_reservations_module',
  permissions: [
    { codename: 'room_reservations.can_use_room_reservations_module', name: 'Teremfoglalások modul használata', groups: ['Iskolai igénylők', 'Iskolavezetők'] },
  ],
  initialState: INITIAL_STATE,
  settingsGroup: 'room_reservations',
  referencePrefix: 'TF',
  ...fromManifest,
  filters: { ...commonWorkflowFilters(MODULE, INITIAL_STATE), ...fromManifest.filters, verification_step: verificationStepFilter(MODULE) },
  prepareCreate: async (tx, ctx, data) => ({ institution_id: await reserveRoom(tx, ctx.user, data, null) }),
  prepareUpdate: async (tx, ctx, id, data) => ({ institution_id: await reserveRoom(tx, ctx.user, data, id) }),
  describe: async (tx, id) => {
    const r = await tx.roomReservation.findUniqueOrThrow({
      where: { id },
      select: {
        subject: true,
        description: true,
        participants: true,
        room: { select: { name: true } },
        case: { select: { creator: { select: { name: true } } } },
      },
    });
    return { title: r.subject, searchText: `${r.room.name} ${r.case.creator.name} ${r.participants} ${r.description.slice(0, 500)}` };
  },
  copy: async (tx, ctx, sourceId, newId) => {
    const r = await tx.roomReservation.findUniqueOrThrow({ where: { id: sourceId }, select: { room_id: true, start_time: true, end_time: true } });
    // The copy holds the room from the start of its flow, so it meets the same clash check.
    await reserveRoom(tx, ctx.user, { room: r.room_id, start_time: r.start_time, end_time: r.end_time }, null);
    await fromManifest.copy(tx, ctx, sourceId, newId);
  },
  actions: roomReservationActions((): TAnyWorkflowModule => roomReservations),
});
