// Gépjárművek (MODULES.md §3.69): list, new and details rendered from the module's meta/; its
// own: the refuel lines and the validity dates with the 'Lejárt' badge.
import { createElement } from 'react';
import type { TSectionScreens } from '../../../ui/section.ts';
import { metaScreens } from '../../../ui/MetaScreens.tsx';
import { RefuelsField } from './RefuelsField.tsx';
import { ValidityCell, validityField } from './ValidityField.tsx';
import { refuelsPayload, toRefuelLines } from './refuels.ts';

// Made once: a component made per render would remount the date picker on every keystroke.
const MotField = validityField('Műszaki vizsga érvényes');
const StickerField = validityField('Autópálya-matrica érvényes');

export const screens: TSectionScreens = metaScreens({
  moduleKey: 'cars',
  title: 'Gépjárművek',
  newLabel: 'Új gépjármű',
  newTitle: 'Új gépjármű',
  noun: 'Gépjármű',
  accusative: 'gépjárművet',
  recordTitle: (record) => `${String(record.name)} (${String(record.plate_number)})`,
  fields: {
    mot_test_valid_till: { type: 'custom', render: (props) => createElement(MotField, props) },
    highway_sticker: { type: 'custom', render: (props) => createElement(StickerField, props) },
    refuels: { render: (props) => createElement(RefuelsField, props), toPayload: (value) => refuelsPayload(toRefuelLines(value)) },
  },
  columns: {
    // A plate is read as one word.
    plate_number: { render: (row) => createElement('span', { style: { whiteSpace: 'nowrap' } }, String(row.plate_number)) },
    mot_test_valid_till: { render: (row) => createElement(ValidityCell, { value: row.mot_test_valid_till, expired: row.mot_test_expired }) },
    highway_sticker: { render: (row) => createElement(ValidityCell, { value: row.highway_sticker, expired: row.highway_sticker_expired }) },
  },
});
