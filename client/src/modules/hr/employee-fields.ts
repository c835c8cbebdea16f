// The employee form's fields from the employees' meta/, with the client checks of 000 §5 (the
// server checks the same), grouped as an HR file reads: person, identifiers, addresses, work.
// Shared by the HR area: the employees' screens and a position's hiring dialog.
import { createElement, useMemo } from 'react';
import type { TFieldConfig } from '../../ui/fieldsConfig.ts';
import { fieldsFromMeta } from '../../ui/metaConfig.ts';
import { moduleApi } from '../../ui/moduleApi.ts';
import { linesField } from '../../ui/LinesField.tsx';
import { optionsOf } from '../../ui/useOptionLists.ts';
import { EmployeeSelect, refField } from './leave.tsx';

const zip = { rules: [{ type: 'numeric' as const }, { type: 'minLength' as const, n: 4 }] };

const OVERRIDES: Record<string, Partial<TFieldConfig>> = {
  tax_number: { rules: [{ type: 'taxId' }] },
  social_security_number: { rules: [{ type: 'taj' }] },
  bank_account_number: { rules: [{ type: 'bankAccount' }] },
  'permanent_address.zip_code': zip,
  'temporary_address.zip_code': zip,
  // A manager is a colleague: picked among the people of the caller's institutions.
  manager: { ...refField((props) => createElement(EmployeeSelect, { ...props, label: 'Közvetlen vezető', required: false })), width: 'narrow' },
};

/** The lists on the file (JSON on the server, not in meta/): places of work, children, qualifications. */
const FILE_LIST_FIELDS: TFieldConfig[] = [
  { name: 'lays', label: 'Feladatellátási helyek', type: 'multi_select', defaultValue: [], options: (lists) => optionsOf(lists, 'lays') },
  linesField('children', {
    label: 'Gyermekek',
    addLabel: 'Új gyermek',
    removeLabel: 'Gyermek törlése',
    columns: [
      { name: 'name', label: 'Név', input: 'text', required: true, width: 260 },
      { name: 'birth_date', label: 'Születési dátum', input: 'date', required: true, width: 170 },
    ],
  }),
  linesField('qualifications', {
    label: 'Végzettségek',
    addLabel: 'Új végzettség',
    removeLabel: 'Végzettség törlése',
    columns: [
      { name: 'name', label: 'Végzettség, szakképzettség', input: 'text', required: true, width: 240 },
      { name: 'level', label: 'Szint', input: 'select', width: 190, options: (lists) => optionsOf(lists, 'qualification_levels') },
      { name: 'base_level', label: 'Jelleg', input: 'select', width: 190, options: (lists) => optionsOf(lists, 'qualification_base_levels') },
      { name: 'document_number', label: 'Okirat száma', input: 'text', width: 150 },
      { name: 'year', label: 'Év', input: 'number', width: 90, min: 1940, max: 2100 },
    ],
  }),
];

/** The form's sections: a title and the fields it holds (a field of none goes to the last). */
export const FORM_SECTIONS: { title: string; fields: string[] }[] = [
  {
    title: 'Személyes adatok',
    fields: ['name', 'birth_name', 'birth_date', 'birth_place', 'mothers_name', 'nationality', 'id_card_number', 'residence_card_number'],
  },
  { title: 'Elérhetőség és anyaintézmény', fields: ['email', 'institution'] },
  { title: 'Adóazonosító, TAJ, bankszámla', fields: ['tax_number', 'social_security_number', 'bank_name', 'bank_account_number'] },
  { title: 'Állandó lakcím', fields: ['permanent_address.'] },
  { title: 'Tartózkodási hely', fields: ['temporary_address.'] },
  { title: 'Munkaügyi adatok', fields: ['classification', 'manager', 'lays', 'homecoming_type', 'homecoming_cost', 'homecoming_distance', 'car_km_price'] },
  { title: 'Család és végzettség', fields: ['children', 'qualifications'] },
  { title: 'Egyéb adatok', fields: [] },
];

const inSection = (name: string, members: string[]) => members.some((m) => (m.endsWith('.') ? name.startsWith(m) : name === m));

/** The fields by section, in the sections' order. */
export function sectionsOf(fields: readonly TFieldConfig[]) {
  const placed = new Set<string>();
  return FORM_SECTIONS.map((s, index) => {
    const own = index === FORM_SECTIONS.length - 1 ? fields.filter((f) => !placed.has(f.name)) : fields.filter((f) => inSection(f.name, s.fields));
    for (const f of own) placed.add(f.name);
    return { title: s.title, fields: own };
  });
}

/** Fields only an employee's file has (a hired person is recorded without them). */
const FILE_ONLY = new Set([
  'classification',
  'manager',
  'lays',
  'children',
  'qualifications',
  'homecoming_type',
  'homecoming_cost',
  'homecoming_distance',
  'car_km_price',
]);

/** The person's fields alone (a position's felhasznalo-rogzites/). */
export const personFields = (fields: readonly TFieldConfig[]) => fields.filter((f) => !FILE_ONLY.has(f.name));

/** The employee fields (null until the meta arrives). */
export function useEmployeeFields(): TFieldConfig[] | null {
  const meta = moduleApi('employees').meta.useQuery(undefined, { staleTime: Infinity }).data;
  return useMemo(() => (meta ? [...fieldsFromMeta(meta.fields, OVERRIDES), ...FILE_LIST_FIELDS] : null), [meta]);
}
