import { defineListConfig } from '../../../ui/listConfig.ts';
import { defineDetailConfig } from '../../../ui/detailConfig.ts';
import { defineFieldsConfig } from '../../../ui/fieldsConfig.ts';
import { optionsOf } from '../../../ui/useOptionLists.ts';
import { formatDateTime } from '../../../ui/formatters.ts';

const detailPath = (id: number) => `/rendszerhibak/${id}.html`;

export const listConfig = defineListConfig({
  moduleKey: 'systemErrorReports',
  title: 'Rendszerhibák',
  restBase: 'rendszerhibak',
  detailPath,
  newPath: '/rendszerhibak/uj.html',
  newLabel: 'Új hibajelentés',
  workflow: true,
  initialState: 'pending',
  exportable: true,
  columns: [
    { key: 'title', label: 'Cím' },
    { key: 'category', label: 'Kategória' },
    { key: 'institution', label: 'Intézmény' },
    { key: 'waiting_for', label: 'Kire vár' },
    { key: 'created_at', label: 'Létrehozva', render: (row) => formatDateTime(row.created_at as string) },
  ],
});

export const detailConfig = defineDetailConfig({
  kind: 'workflow',
  moduleKey: 'systemErrorReports',
  restBase: 'rendszerhibak',
  listPath: '/rendszerhibak.html',
  detailPath,
  title: (record) => String(record.title ?? 'Rendszerhiba'),
  newTitle: 'Rendszerhiba bejelentése',
  noun: 'Rendszerhiba-bejelentés',
  accusative: 'rendszerhiba-bejelentést',
  initialState: 'pending',
  fields: defineFieldsConfig([
    { name: 'title', label: 'Cím', type: 'text', required: true, width: 'wide' },
    { name: 'category', label: 'Kategória', type: 'select', required: true, options: (lists) => optionsOf(lists, 'error_report_categories') },
    { name: 'description', label: 'Leírás', type: 'textarea', required: true, rules: [{ type: 'minLength', n: 10 }] },
  ]),
});
