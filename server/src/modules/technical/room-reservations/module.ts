// Teremfoglalások: reservations of an institution's rooms for a period, approved by the head of
// the room's school (spec 001 §2, §3, §5, §7; MODULES.md §3.45).
import type { Prisma } from '../../../generated/prisma/client.ts';
import { defineWorkflowModule, filter, type TAnyWorkflowModule } from '../../../workflow/define.ts';
import { commonWorkflowFilters, ZQueryIds } from '../../../workflow/filters.ts';
import { formatDateTime } from '@etanker/shared/format.ts';
import { reserveRoom, INITIAL_STATE } from './rules.ts';
import { ZRoomReservationInput, type TRoomReservationInput } from './schema.ts';
import { roomReservationActions } from './actions.ts';

const MODULE = 'room_reservations';

const LIST_SELECT = {
  room_reservation: { select: { subject: true, start_time: true, end_time: true, room: { select: { id: true, name: true } } } },
} satisfies Prisma.CaseSelect;
type TListRecord = Prisma.CaseGetPayload<{ select: typeof LIST_SELECT }>;

const toRecord = (data: TRoomReservationInput) => ({
  subject: data.subject,
  description: data.description,
  start_time: data.start_time,
  end_time: data.end_time,
  room_id: data.room,
  participants: data.participants,
});

export const roomReservations = defineWorkflowModule({
  key: 'roomReservations',
  caseModule: MODULE,
  restBase: 'teremfoglalasok',
  label: 'Teremfoglalás',
  detailRoute: '/muszak/teremfoglalasok/{id}.html',
  permission: 'room_reservations.can_use_room_reservations_module',
  initialState: INITIAL_STATE,
  settingsGroup: 'room_reservations',
  referencePrefix: 'TF',
  createInput: ZRoomReservationInput,
  updateInput: ZRoomReservationInput,
  filters: {
    ...commonWorkflowFilters(MODULE, INITIAL_STATE),
    room: filter({
      schema: ZQueryIds,
      where: (ids) => ({ room_reservation: { room_id: { in: ids } } }),
      options: async (ctx) => {
        const rooms = await ctx.prisma.room.findMany({
          where: ctx.user.is_centre ? {} : { institution_id: { in: ctx.user.institution_ids } },
          select: { id: true, name: true },
          orderBy: [{ name: 'asc' }, { id: 'asc' }],
        });
        return { label: 'Terem', type: 'multi_select', choices: rooms.map((r) => ({ value: r.id, label: r.name })) };
      },
    }),
    verification_step: filter({
      schema: ZQueryIds,
      where: (ids) => ({ current_step_id: { in: ids } }),
      options: async (ctx) => {
        const steps = await ctx.prisma.flowStep.findMany({
          where: { flow: { module: MODULE } },
          select: { id: true, name: true },
          orderBy: [{ flow_id: 'asc' }, { position: 'asc' }],
        });
        return { label: 'Folyamatlépés', type: 'multi_select', choices: steps.map((s) => ({ value: s.id, label: s.name })) };
      },
    }),
  },
  prepareCreate: async (tx, ctx, data) => ({ institution_id: await reserveRoom(tx, ctx.user, data, null) }),
  insert: async (tx, _ctx, id, data) => {
    await tx.roomReservation.create({ data: { id, ...toRecord(data) }, select: { id: true } });
  },
  prepareUpdate: async (tx, ctx, id, data) => ({ institution_id: await reserveRoom(tx, ctx.user, data, id) }),
  write: async (tx, _ctx, id, data) => {
    await tx.roomReservation.update({ where: { id }, data: toRecord(data), select: { id: true } });
  },
  flowRecord: async () => ({}),
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
  listColumns: {
    select: LIST_SELECT,
    shaper: async () => (row: TListRecord) => {
      const r = row.room_reservation!;
      return { subject: r.subject, room: r.room, start_time: formatDateTime(r.start_time), end_time: formatDateTime(r.end_time) };
    },
  },
  orderBy: {
    subject: (d) => ({ room_reservation: { subject: d } }),
    start_time: (d) => ({ room_reservation: { start_time: d } }),
    end_time: (d) => ({ room_reservation: { end_time: d } }),
    room: (d) => ({ room_reservation: { room: { name: d } } }),
  },
  detail: async (tx, _ctx, id) => {
    const r = await tx.roomReservation.findUniqueOrThrow({
      where: { id },
      select: { subject: true, description: true, start_time: true, end_time: true, participants: true, room: { select: { id: true, name: true } } },
    });
    return { ...r, start_time: formatDateTime(r.start_time), end_time: formatDateTime(r.end_time) };
  },
  copy: async (tx, ctx, sourceId, newId) => {
    const r = await tx.roomReservation.findUniqueOrThrow({
      where: { id: sourceId },
      select: { subject: true, description: true, start_time: true, end_time: true, room_id: true, participants: true },
    });
    // The copy holds the room from the start of its flow, so it meets the same clash check.
    await reserveRoom(tx, ctx.user, { room: r.room_id, start_time: r.start_time, end_time: r.end_time }, null);
    await tx.roomReservation.create({ data: { id: newId, ...r }, select: { id: true } });
  },
  documents: {},
  actions: roomReservationActions((): TAnyWorkflowModule => roomReservations),
  exportName: 'teremfoglalasok',
  exportColumns: [
    { header: 'Tárgy', key: 'subject', width: 40 },
    { header: 'Terem', key: 'room', width: 24 },
    { header: 'Kezdés', key: 'start_time', width: 18 },
    { header: 'Befejezés', key: 'end_time', width: 18 },
  ],
});
