// The fields of a room reservation (spec 001 §3 Room reservation). Times are Budapest wall-clock
// 'YYYY-MM-DD HH:mm' (001 §5); the period is [start_time, end_time).
import { dateTime, longText, relation, text } from '../../../workflow/fields.ts';
import { after } from '@etanker/shared/cross-field-rules.ts';
import { modelManifest } from '../../../workflow/manifest-model.ts';

export const PERIOD_ORDER_MESSAGE = 'A foglalás vége a kezdete után legyen.';

export const ROOM_RESERVATION_MANIFEST = modelManifest(
  'RoomReservation',
  {
    subject: text('Tárgy', { required: true, max: 300, width: 'wide', list: true, export: 40, orderBy: true }),
    start_time: dateTime('Kezdés', { list: true, export: 18, orderBy: true }),
    end_time: dateTime('Befejezés', { list: true, export: 18, orderBy: true }),
    // Its filter is the module's (rooms offered within the caller's scope). After the times: the form
    // offers the rooms free in the period.
    room: relation('Terem', 'room', { required: true, list: true, export: 24, orderBy: true }),
    participants: longText('Résztvevők', { max: 2000 }),
    description: longText('Leírás', { max: 10_000 }),
  },
  { rules: [after('end_time', 'start_time', PERIOD_ORDER_MESSAGE)] },
);
