// Termek (MODULES.md §3.42): the list, new and details screens of rooms.
import { defineListConfig } from '../../../ui/listConfig.ts';
import { defineDetailConfig } from '../../../ui/detailConfig.ts';
import { defineFieldsConfig } from '../../../ui/fieldsConfig.ts';
import { institutionLabel, sortInstitutions } from '../../../ui/formatters.ts';
import { optionsOf } from '../../../ui/useOptionLists.ts';

const detailPath = (id: number) => `/muszak/termek/${id}.html`;

export const listConfig = defineListConfig({
  moduleKey: 'rooms',
  title: 'Termek',
  restBase: 'termek',
  detailPath,
  newPath: '/muszak/termek/uj.html',
  newLabel: 'Új terem',
  workflow: false,
  // 002 §7 documents no export for rooms.
  exportable: false,
  columns: [
    { key: 'name', label: 'Név' },
    { key: 'institution', label: 'Intézmény' },
    { key: 'building', label: 'Épület' },
    { key: 'room_number', label: 'Teremszám' },
    { key: 'category', label: 'Kategória' },
    { key: 'floor', label: 'Emelet' },
    { key: 'area', label: 'Alapterület (m²)', format: 'number' },
    { key: 'capacity', label: 'Befogadóképesség (fő)', format: 'number' },
    { key: 'is_for_disabled', label: 'Akadálymentes' },
  ],
});

export const detailConfig = defineDetailConfig({
  kind: 'plain',
  moduleKey: 'rooms',
  restBase: 'termek',
  listPath: '/muszak/termek/lista.html',
  detailPath,
  title: (record) => String(record.name),
  newTitle: 'Új terem',
  noun: 'Terem',
  fields: defineFieldsConfig([
    {
      name: 'institution',
      label: 'Intézmény',
      type: 'select',
      required: true,
      width: 'wide',
      options: (lists) =>
        sortInstitutions((lists.institutions ?? []) as { id: number; name: string; unit_code?: string }[]).map((institution) => ({
          value: String(institution.id),
          label: institutionLabel(institution),
        })),
    },
    { name: 'name', label: 'Név', type: 'text', required: true },
    { name: 'building', label: 'Épület', type: 'text' },
    { name: 'room_number', label: 'Teremszám', type: 'text', width: 'narrow' },
    { name: 'category', label: 'Kategória', type: 'select', options: (lists) => optionsOf(lists, 'room_categories') },
    { name: 'floor', label: 'Emelet', type: 'select', options: (lists) => optionsOf(lists, 'floors') },
    { name: 'floor_type', label: 'Padló típusa', type: 'select', options: (lists) => optionsOf(lists, 'floor_types') },
    { name: 'floor_condition', label: 'Padló állapota', type: 'text' },
    { name: 'area', label: 'Alapterület', type: 'number', suffix: 'm²', width: 'narrow', rules: [{ type: 'min', n: 0 }] },
    { name: 'inner_height', label: 'Belmagasság', type: 'number', suffix: 'm', width: 'narrow', rules: [{ type: 'min', n: 0 }] },
    { name: 'capacity', label: 'Befogadóképesség', type: 'number', suffix: 'fő', width: 'narrow', rules: [{ type: 'min', n: 0 }] },
    { name: 'unit_code', label: 'Egységkód', type: 'text', width: 'narrow' },
    { name: 'is_for_disabled', label: 'Akadálymentes', type: 'checkbox', defaultValue: false },
    { name: 'managed_by_school_district', label: 'Tankerület kezeli', type: 'checkbox', defaultValue: false },
  ]),
});
