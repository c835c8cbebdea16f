// REST paths of the room-reservation calls (spec 001 §7): naptar/ and szabad-termek/.
import type { TRestRoute } from '../../../rest/route.ts';
import { calendarRestRoute } from '../../calendar.ts';

type TCaller = { roomReservations: Record<string, (input: unknown) => Promise<unknown>> };
const own = (caller: unknown) => (caller as TCaller).roomReservations;
const def = { key: 'roomReservations', restBase: 'teremfoglalasok', label: 'Teremfoglalás' };

export const roomReservationRestExtras: TRestRoute[] = [
  calendarRestRoute(def),
  {
    method: 'GET',
    path: `/api/${def.restBase}/szabad-termek/`,
    tag: def.key,
    summary: 'Szabad termek egy időszakra (start_time, end_time: ÉÉÉÉ-HH-NN ÓÓ:PP; own_room_id: a szerkesztett foglalás)',
    handler: ({ caller, query }) => own(caller).freeRooms(query),
  },
];
