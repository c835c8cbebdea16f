// The fields of an extra stock item (MODULES.md §3.55, spec 002 §3): an asset found but not on the
// register. stock_number is taken from the linked stock item (empty without one); creator,
// resolver and state are the server's (feldolgoz/ resolves). The institution is ours.
import { EXTRA_STOCK_STATES } from '@etanker/shared/stock.ts';
import { choice, kept, longText, relation, text } from '../../../workflow/fields.ts';
import { modelManifest } from '../../../workflow/manifest-model.ts';

export const EXTRA_STOCK_ITEM_MANIFEST = modelManifest('ExtraStockItem', {
  institution: relation('Intézmény', 'institution', { width: 'wide', list: true, export: 30, orderBy: true }),
  area: relation('Körzet', 'stock_area', { list: true, export: 20 }),
  stock_item: relation('Leltári tétel', 'stock_item', { width: 'wide', list: true, export: 30 }),
  stock_number: kept(text('Leltári szám', { max: 50, list: true, export: 14 })),
  note: longText('Megjegyzés', { max: 4000, list: true, export: 40 }),
  state: kept(choice('Állapot', { choices: EXTRA_STOCK_STATES, default: 'open', list: true, export: 16, orderBy: true })),
  creator: kept(relation('Rögzítette', 'user', { export: 20 })),
  resolver: kept(relation('Feldolgozta', 'user', { export: 20 })),
});
