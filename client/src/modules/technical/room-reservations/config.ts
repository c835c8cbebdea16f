// Teremfoglalások (MODULES.md §3.45): list, new (with the free rooms of the period), details.
import { createElement } from 'react';
import { defineListConfig } from '../../../ui/listConfig.ts';
import { defineDetailConfig } from '../../../ui/detailConfig.ts';
import { defineFieldsConfig } from '../../../ui/fieldsConfig.ts';
import { formatDateTime } from '../../../ui/formatters.ts';
import { FreeRoomPicker } from './FreeRoomPicker.tsx';
import { LIST_PATH, PREFIX, detailPath } from './paths.ts';

export const listConfig = defineListConfig({
  moduleKey: 'roomReservations',
  title: 'Teremfoglalások',
  restBase: 'teremfoglalasok',
  detailPath,
  newPath: `${PREFIX}/uj.html`,
  newLabel: 'Új teremfoglalás',
  workflow: true,
  initialState: 'pending',
  exportable: true,
  columns: [
    { key: 'subject', label: 'Tárgy' },
    { key: 'room', label: 'Terem' },
    { key: 'start_time', label: 'Kezdés' },
    { key: 'end_time', label: 'Befejezés' },
    { key: 'institution', label: 'Intézmény' },
    { key: 'waiting_for', label: 'Kire vár' },
  ],
});

/** Now to the minute, as the form's date-time fields hold it (001 §3: both times default to now). */
const now = () => formatDateTime(new Date());

export const detailConfig = defineDetailConfig({
  kind: 'workflow',
  moduleKey: 'roomReservations',
  restBase: 'teremfoglalasok',
  listPath: LIST_PATH,
  detailPath,
  title: (record) => String(record.subject ?? 'Teremfoglalás'),
  newTitle: 'Új teremfoglalás',
  initialState: 'pending',
  fields: defineFieldsConfig([
    // Never sent: the picker leaves the edited reservation's own slot out of the busy ones.
    { name: 'id', label: 'Azonosító', type: 'custom', readOnly: true, render: () => null },
    { name: 'subject', label: 'Tárgy', type: 'text', required: true, width: 'wide' },
    {
      name: 'start_time',
      label: 'Kezdés',
      type: 'datetime',
      required: true,
      get defaultValue() {
        return now();
      },
    },
    {
      name: 'end_time',
      label: 'Befejezés',
      type: 'datetime',
      required: true,
      get defaultValue() {
        return now();
      },
      check: (value, values) => (value && values.start_time && String(value) <= String(values.start_time) ? 'A foglalás vége a kezdete után legyen.' : null),
    },
    {
      name: 'room',
      label: 'Terem',
      type: 'custom',
      required: true,
      render: (props) => createElement(FreeRoomPicker, props),
      toPayload: (value) => (value as { id: number } | null)?.id ?? null,
    },
    { name: 'participants', label: 'Résztvevők', type: 'textarea' },
    { name: 'description', label: 'Leírás', type: 'textarea' },
  ]),
});
