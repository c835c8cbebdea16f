// A workflow module's spreadsheet: its columns beside the kit's, and the cells as the sheet shows them.
import type { TAnyWorkflowModule, TExportColumn } from '../workflow/define.ts';

/** A dotted key (seat_address.city) read inside its group, as the list row nests it. */
const readPath = (row: Record<string, unknown>, key: string) =>
  key.split('.').reduce<unknown>((value, part) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined), row);

/** A spreadsheet cell shows a `{id, name}` value (static list items, relations) by its name, a group's field by its dotted key. */
export function namedCells(row: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  for (const key of keys) {
    if (key.includes('.')) row[key] = readPath(row, key);
    const value = row[key];
    if (value !== null && typeof value === 'object' && !(value instanceof Date) && 'name' in value) row[key] = value.name;
  }
  return row;
}

/** Every workflow export: id and reference first, the module's columns, then the record's state. */
export function workflowExportColumns(def: TAnyWorkflowModule): TExportColumn[] {
  return [
    { header: 'Azonosító', key: 'id', type: 'number', width: 10 },
    { header: 'Iktatószám', key: 'reference_number', width: 18 },
    ...def.exportColumns,
    { header: 'Intézmény', key: 'institution', width: 30 },
    { header: 'Létrehozta', key: 'creator', width: 24 },
    { header: 'Állapot', key: 'state_label', width: 14 },
    { header: 'Kire vár', key: 'waiting_for', width: 24 },
    { header: 'Létrehozva', key: 'created_at', type: 'datetime', width: 18 },
  ];
}
