// The fields of a room reservation (spec 001 §3 Room reservation). Times are Budapest wall-clock
// 'YYYY-MM-DD HH:mm' (001 §5); the period is [start_time, end_time).
import { dateTime, longText, relation, text } from '../../../workflow/fields.ts';
import { after } from '@etanker/shared/cross-field-rules.ts';
import { modelManifest } from '../../../workflow/manifest-model.ts';

export const ROOM_RESERVATION_MANIFEST = modelManifest(
  'RoomReservation',
  {
    subject: text('Tárgy', { required: true, max: 300, width: 'wide', list: true, export: 40, orderBy: true }),
    start_time: dateTime('Kezdés', { list: true, export: 18, orderBy: true }),
    end_time: dateTime('Befejezés', { list: true, export: 18, orderBy: true }),
    // After the times: the form offers the rooms free in the period; the filter, the rooms in scope.
    room: relation('Terem', 'room', { required: true, list: true, export: 24, orderBy: true, filter: true }),
    participants: longText('Résztvevők', { max: 2000 }),
    description: longText('Leírás', { max: 10_000 }),
  },
  { rules: [after('end_time', 'start_time', 'A foglalás vége a kezdete után legyen.')] },
);
