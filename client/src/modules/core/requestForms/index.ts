// Kérvények (MODULES.md §3.14, 3.24, 3.39, 3.51, 3.70): one module behind five menus. Each area's
// section lists, creates and shows the forms of its area, rendered from the module's meta/ with
// its fixed `module` value (spec 002 §2); its own: the area's titles and the area's types. What is
// requested: the description (meta) and the chosen type's own extra fields (module request_forms).
import type { TSectionScreens } from '../../../ui/section.ts';
import type { TOptionLists } from '../../../ui/fieldsConfig.ts';
import { metaScreens } from '../../../ui/MetaScreens.tsx';
import { CASE_FIELDS } from '../../../ui/metaConfig.ts';
import { REQUEST_FORM_PREFIXES, type TRequestFormArea } from './areas.ts';

const TITLES: Readonly<Record<TRequestFormArea, string>> = {
  finance: 'Pénzügyi kérvények',
  hr: 'HR kérvények',
  education: 'Tanügyi kérvények',
  technical: 'Műszaki kérvények',
  profile: 'Irodai kérvények',
};

/** The types of an area (data.area of request_form_types), in the list's Hungarian order. */
const typesOf = (area: TRequestFormArea) => (lists: TOptionLists) =>
  (lists.request_form_types ?? []).filter((entry) => entry.area === area).map((entry) => ({ value: String(entry.id), label: String(entry.name) }));

/** The screens of one area's menu section. */
export function requestFormScreens(area: TRequestFormArea): TSectionScreens {
  const section = REQUEST_FORM_PREFIXES[area];
  const meta = metaScreens({
    moduleKey: 'requestForms',
    section,
    listPath: `${section}/lista.html`,
    title: TITLES[area],
    newLabel: 'Új kérvény',
    newTitle: `Új kérvény – ${TITLES[area]}`,
    noun: 'Kérvény',
    accusative: 'kérvényt',
    recordTitle: (record) => String((record.type as { name?: string } | null)?.name ?? 'Kérvény'),
    fixedFilters: { module: area },
    createValues: { module: area },
    listColumns: ['type', 'reference_number', 'affected_institution', 'institution', 'waiting_for', 'created_at'],
    fields: { type: { options: typesOf(area) } },
    addFields: [CASE_FIELDS.affected_institution],
    formFields: ['type', 'affected_institution', 'description'],
    extraFieldsModule: 'request_forms',
  });
  return { List: meta.List, New: meta.New, Details: meta.Details };
}
