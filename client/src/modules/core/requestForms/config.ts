// Request forms (kérvények): one module, five menu sections; each section lists, creates and
// shows the forms of its area, sending its fixed `module` value (spec 002 §2).
import { defineListConfig, type TListConfig } from '../../../ui/listConfig.ts';
import { defineDetailConfig, type TWorkflowDetailConfig } from '../../../ui/detailConfig.ts';
import { defineFieldsConfig } from '../../../ui/fieldsConfig.ts';
import { formatDateTime, institutionLabel, sortInstitutions } from '../../../ui/formatters.ts';
import { REQUEST_FORM_PREFIXES, type TRequestFormArea } from './areas.ts';

const TITLES: Readonly<Record<TRequestFormArea, string>> = {
  finance: 'Pénzügyi kérvények',
  hr: 'HR kérvények',
  education: 'Tanügyi kérvények',
  technical: 'Műszaki kérvények',
  profile: 'Irodai kérvények',
};

const INITIAL_STATE = 'open';

export function requestFormListConfig(area: TRequestFormArea): TListConfig {
  const prefix = REQUEST_FORM_PREFIXES[area];
  return defineListConfig({
    moduleKey: 'requestForms',
    title: TITLES[area],
    restBase: 'kervenyek',
    detailPath: (id) => `${prefix}/${id}.html`,
    newPath: `${prefix}/uj.html`,
    newLabel: 'Új kérvény',
    workflow: true,
    initialState: INITIAL_STATE,
    exportable: true,
    fixedFilters: { module: area },
    columns: [
      { key: 'type', label: 'Típus' },
      { key: 'reference_number', label: 'Iktatószám' },
      { key: 'affected_institution', label: 'Érintett intézmény' },
      { key: 'institution', label: 'Intézmény' },
      { key: 'waiting_for', label: 'Kire vár' },
      { key: 'created_at', label: 'Létrehozva', render: (row) => formatDateTime(row.created_at as string) },
    ],
  });
}

export function requestFormDetailConfig(area: TRequestFormArea): TWorkflowDetailConfig {
  const prefix = REQUEST_FORM_PREFIXES[area];
  return defineDetailConfig({
    kind: 'workflow',
    moduleKey: 'requestForms',
    restBase: 'kervenyek',
    listPath: `${prefix}/lista.html`,
    detailPath: (id) => `${prefix}/${id}.html`,
    title: (record) => (record.reference_number ? `Kérvény ${String(record.reference_number)}` : 'Kérvény'),
    newTitle: `Új kérvény – ${TITLES[area]}`,
    initialState: INITIAL_STATE,
    createValues: { module: area },
    fields: defineFieldsConfig([
      {
        name: 'type',
        label: 'Típus',
        type: 'select',
        required: true,
        width: 'wide',
        // The types of the record's area (data.area of request_form_types), in the list's Hungarian order.
        options: (lists) =>
          (lists.request_form_types ?? []).filter((entry) => entry.area === area).map((entry) => ({ value: String(entry.id), label: String(entry.name) })),
      },
      {
        name: 'affected_institution',
        label: 'Érintett intézmény',
        type: 'select',
        options: (lists) =>
          sortInstitutions((lists.institutions ?? []) as { id: number; name: string; unit_code?: string }[]).map((institution) => ({
            value: String(institution.id),
            label: institutionLabel(institution),
          })),
      },
    ]),
  });
}
