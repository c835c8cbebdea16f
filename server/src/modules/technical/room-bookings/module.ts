// Teremberlés: a school lets its rooms to an outside organisation on one-time or weekly occasions
// under a contract; the head of school, the centre's technical referents and the centre's finance
// approve it. Its occasions hold the rooms as room reservations do (spec 001 §1, §3, §7; MODULES.md
// §3.43; DESIGN.md "Room bookings").
import { z } from 'zod';
import type { TTx } from '../../../db/client.ts';
import { defineWorkflowModule, filter, type TAnyWorkflowModule } from '../../../workflow/define.ts';
import { commonWorkflowFilters, verificationStepFilter, ZQueryIds } from '../../../workflow/filters.ts';
import { workflowFromManifest } from '../../../workflow/manifest-workflow.ts';
import { ZDateValue } from '../../../http/schemas.ts';
import { ROOM_BOOKING_MANIFEST, ZRoomBookingInput } from './manifest.ts';
import { copyRoomBooking, writeRoomBooking } from './terms.ts';
import { roomBookingActions } from './actions.ts';
import { RoomBookingContractPdf, RoomBookingStornoPdf } from './document.tsx';
import { institutionOrOwn } from '../../../access/institution-fields.ts';
import { caseModuleOf, workflowNames } from '@etanker/shared/modules.ts';

const MODULE = caseModuleOf('roomBookings');
const INITIAL_STATE = 'pending';
const CONTRACT = 'room_booking_contract';
const STORNO = 'room_booking_storno';
const ZPrice = z.coerce.number('Érvénytelen szám.').min(0, 'Nem lehet kisebb mint 0').max(999_999_999_999_999, 'Túl nagy szám.');
const fromManifest = workflowFromManifest(ROOM_BOOKING_MANIFEST, { table: (tx) => tx.roomBooking, caseRelation: 'room_booking' });

/** The booking's school as stored (an edit that does not name it keeps it). */
async function storedInstitution(tx: TTx, id: number): Promise<number> {
  const c = await tx.case.findUniqueOrThrow({ where: { id }, select: { institution_id: true } });
  return c.institution_id;
}

/** document / storno_document (001 §3): the generated contract and storno notice, when generated. */
async function generatedDocuments(tx: TTx, id: number) {
  const rows = await tx.generatedDocument.findMany({
    where: { case_id: id, document_type: { in: [CONTRACT, STORNO] } },
    select: { document_type: true, generated_at: true },
  });
  const of = (type: string) => {
    const row = rows.find((r) => r.document_type === type);
    return row ? { document_type: type, generated_at: row.generated_at, url: `/api/teremberles/${id}/generate_preview/?document_type=${type}` } : null;
  };
  return { document: of(CONTRACT), storno_document: of(STORNO) };
}

export const roomBookings = defineWorkflowModule({
  ...workflowNames('roomBookings'),
  permission: 'room_bookings.can_use_room_bookings_module',
  permissions: [
    {
      codename: 'room_bookings.can_use_room_bookings_module',
      name: 'Teremberlés modul használata',
      groups: ['Iskolai igénylők', 'Iskolavezetők', 'Központi pénzügy', 'Műszaki referensek'],
    },
  ],
  initialState: INITIAL_STATE,
  settingsGroup: 'room_bookings',
  referencePrefix: 'TB',
  institutionFields: ['institution'],
  extraFields: true,
  ...fromManifest,
  createInput: ZRoomBookingInput,
  updateInput: ZRoomBookingInput,
  insert: async (tx, ctx, id, input) => writeRoomBooking(tx, ctx.user, id, await storedInstitution(tx, id), input, true),
  write: async (tx, ctx, id, input) => writeRoomBooking(tx, ctx.user, id, await storedInstitution(tx, id), input, false),
  detail: async (tx, ctx, id) => ({ ...(await fromManifest.detail(tx, ctx, id)), ...(await generatedDocuments(tx, id)) }),
  filters: {
    ...commonWorkflowFilters(MODULE, INITIAL_STATE),
    ...fromManifest.filters,
    // The spec's room_institution: the school whose rooms are let (the booking's own).
    room_institution: filter({
      schema: ZQueryIds,
      where: (ids) => ({ institution_id: { in: ids } }),
    }),
    room: filter({
      schema: ZQueryIds,
      where: (ids) => ({ room_booking: { rooms: { hasSome: ids } } }),
      options: async (ctx) => {
        const rooms = await ctx.prisma.room.findMany({
          where: ctx.user.is_centre ? {} : { institution_id: { in: ctx.user.institution_ids } },
          select: { id: true, name: true },
          orderBy: [{ name: 'asc' }, { id: 'asc' }],
        });
        return { label: 'Terem', type: 'multi_select', choices: rooms.map((r) => ({ value: r.id, label: r.name })) };
      },
    }),
    // The total's range and the period's overlap with [min_date, max_date].
    min_price: filter({ schema: ZPrice, where: (v) => ({ room_booking: { total_price: { gte: v } } }) }),
    max_price: filter({ schema: ZPrice, where: (v) => ({ room_booking: { total_price: { lte: v } } }) }),
    min_date: filter({ schema: ZDateValue, where: (v) => ({ room_booking: { end_date: { gte: v } } }) }),
    max_date: filter({ schema: ZDateValue, where: (v) => ({ room_booking: { start_date: { lte: v } } }) }),
    verification_step: verificationStepFilter(MODULE),
  },
  prepareCreate: async (_tx, ctx, input) => ({ institution_id: institutionOrOwn(ctx.user, input.institution) }),
  prepareUpdate: async (_tx, ctx, _id, input) => (input.institution === undefined ? {} : { institution_id: institutionOrOwn(ctx.user, input.institution) }),
  flowRecord: async (tx, id) => {
    const r = await tx.roomBooking.findUniqueOrThrow({ where: { id }, select: { total_price: true } });
    return { total_price: r.total_price.toNumber() };
  },
  describe: async (tx, id) => {
    const r = await tx.roomBooking.findUniqueOrThrow({
      where: { id },
      select: {
        name: true,
        short_company_name: true,
        goal: true,
        representative: true,
        contact_name: true,
        case: { select: { creator: { select: { name: true } } } },
      },
    });
    return {
      title: r.name,
      searchText: `${r.name} ${r.short_company_name} ${r.goal} ${r.representative} ${r.contact_name} ${r.case.creator.name}`,
    };
  },
  copy: (tx, _ctx, sourceId, newId) => copyRoomBooking(tx, sourceId, newId),
  documents: {
    [CONTRACT]: { label: 'Teremhasználati (bérleti) szerződés', render: (ctx, id) => RoomBookingContractPdf(ctx.prisma, id) },
    [STORNO]: { label: 'Sztornó értesítő', render: (ctx, id) => RoomBookingStornoPdf(ctx.prisma, id) },
  },
  actions: roomBookingActions((): TAnyWorkflowModule => roomBookings),
});
