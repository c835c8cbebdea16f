// The fields of a stock item (MODULES.md §3.54, spec 002 §3), names verbatim; labels ours. The five
// classifications are {code, name} objects, stored flat under their prefix. status, the decision
// and who made it are the server's (donteshozas/); the institution is ours (the register's school).
import { STOCK_ITEM_STATUSES } from '@etanker/shared/stock.ts';
import { choice, date, dateTime, decimal, group, kept, longText, relation, text } from '../../../workflow/fields.ts';
import { modelManifest } from '../../../workflow/manifest-model.ts';

const classification = (label: string, prefix: string) => group(label, { code: text('Kód', { max: 50 }), name: text('Megnevezés', { max: 200 }) }, { prefix });

export const STOCK_ITEM_MANIFEST = modelManifest('StockItem', {
  stock_number: text('Leltári szám', { required: true, max: 50, width: 'narrow', list: true, export: 14, orderBy: true }),
  item_sub_id: text('Alszám', { max: 20, width: 'narrow', list: true, export: 8 }),
  name: text('Megnevezés', { required: true, max: 300, list: true, export: 36, orderBy: true }),
  name_2: text('Megnevezés 2', { max: 300, export: 20 }),
  name_3: text('Megnevezés 3', { max: 300, export: 20 }),
  institution: relation('Intézmény', 'institution', { width: 'wide', list: true, export: 30, orderBy: true }),
  area: relation('Körzet', 'stock_area', { list: true, export: 20 }),
  status: kept(choice('Állapot', { choices: STOCK_ITEM_STATUSES, default: 'pending', list: true, export: 16, orderBy: true })),
  item_class: classification('Eszközosztály', 'item_class_'),
  item_type: classification('Eszköztípus', 'item_type_'),
  technical_group: classification('Műszaki csoport', 'technical_group_'),
  statistic_category: classification('Statisztikai kategória', 'statistic_category_'),
  property_qualification: classification('Vagyoni minősítés', 'property_qualification_'),
  item_id: text('Eszközazonosító', { max: 50, export: 14 }),
  manufacturing_number: text('Gyári szám', { max: 100, export: 18 }),
  activity_date: date('Aktiválás dátuma', { export: 12 }),
  cost_area: text('Költséghely', { max: 100, export: 14 }),
  description: longText('Leírás', { max: 4000 }),
  base: decimal('Bekerülési érték', { min: 0, max: 9_999_999_999_999.99, decimals: 2, default: 0, suffix: 'Ft', list: true, export: 14 }),
  stock_group_code: text('Leltárcsoport kódja', { max: 50, export: 10 }),
  stock_method: text('Leltározási mód', { max: 100, export: 14 }),
  note: longText('Megjegyzés', { max: 4000, export: 30 }),
  decided_by: kept(relation('Leltározta', 'user', { export: 20 })),
  decided_at: kept(dateTime('Leltározva', { export: 16 })),
});
