// Room-booking calls besides the workflow pattern (001 §7): the monthly calendar and mind/, the
// bookings holding rooms in the caller's scope for pickers.
import { z } from 'zod';
import { action, type TAnyWorkflowModule } from '../../../workflow/define.ts';
import { caseScopeWhere } from '../../../access/scope.ts';
import { ZRowIdText } from '../../../http/schemas.ts';
import { apiDate } from '../../../core/dates.ts';
import { calendarAction } from '../../calendar.ts';
import { relationNames } from '../../../workflow/relations.ts';
import { ROOM_HOLDING_STATES } from '../room-holds.ts';
import { roomBookingCalendar } from './calendar.ts';

/** Enough for any picker; a school has far fewer bookings at a time. */
const MIND_LIMIT = 500;

export const roomBookingActions = (module: () => TAnyWorkflowModule) => ({
  calendar: calendarAction(roomBookingCalendar, module),
  /** mind/: pending, in-progress and approved bookings in the caller's scope, newest first; institution narrows to one school. */
  all: action({
    on: 'module',
    method: 'GET',
    path: 'mind/',
    summary: 'Érvényes teremberlések (választólista); institution: egy intézményé',
    input: z.object({ institution: ZRowIdText.optional() }),
    output: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        reference_number: z.string(),
        institution: z.number().int(),
        rooms: z.array(z.object({ id: z.number().int(), name: z.string() })),
        start_date: z.string().nullable(),
        end_date: z.string().nullable(),
      }),
    ),
    run: async (tx, ctx, { input }) => {
      const rows = await tx.roomBooking.findMany({
        where: {
          case: {
            AND: [caseScopeWhere(ctx.user), { module: 'room_bookings', state: { in: [...ROOM_HOLDING_STATES] } }],
            ...(input.institution ? { institution_id: input.institution } : {}),
          },
        },
        orderBy: { id: 'desc' },
        take: MIND_LIMIT,
        select: { id: true, name: true, rooms: true, start_date: true, end_date: true, case: { select: { reference_number: true, institution_id: true } } },
      });
      // The rooms by name, as the booking's details answer them.
      const roomNames = await relationNames(
        tx,
        'room',
        rows.flatMap((r) => r.rooms),
      );
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        reference_number: r.case.reference_number,
        institution: r.case.institution_id,
        rooms: r.rooms.map((id) => ({ id, name: roomNames.get(id) ?? '' })),
        start_date: apiDate(r.start_date),
        end_date: apiDate(r.end_date),
      }));
    },
  }),
});
