// The employee form's fields from the employees' meta/, with the client checks of 000 §5 (the
// server checks the same), grouped as an HR file reads: person, identifiers, addresses, work.
// Shared by the HR area: the employees' screens and a position's hiring dialog.
import { useMemo } from 'react';
import { taxIdBirthDate, validTaxId } from '@etanker/shared/validation.ts';
import type { TFieldConfig } from '../../ui/fieldsConfig.ts';
import { fieldsFromMeta } from '../../ui/metaConfig.ts';
import { moduleApi } from '../../ui/moduleApi.ts';

const zip = { rules: [{ type: 'numeric' as const }, { type: 'minLength' as const, n: 4 }] };

const OVERRIDES: Record<string, Partial<TFieldConfig>> = {
  tax_number: {
    rules: [{ type: 'taxId' }],
    // Digits 2–6 of the tax id encode the birth date (the server's rule too).
    check: (value, values) =>
      typeof value === 'string' && validTaxId(value) && values.birth_date && taxIdBirthDate(value) !== values.birth_date
        ? 'Az adóazonosító jel nem egyezik a születési dátummal.'
        : null,
  },
  social_security_number: { rules: [{ type: 'taj' }] },
  bank_account_number: { rules: [{ type: 'bankAccount' }] },
  'permanent_address.zip_code': zip,
  'temporary_address.zip_code': zip,
};

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
  { title: 'Munkaügyi adatok', fields: ['classification', 'homecoming_type', 'homecoming_cost', 'homecoming_distance', 'car_km_price'] },
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
const FILE_ONLY = new Set(['classification', 'homecoming_type', 'homecoming_cost', 'homecoming_distance', 'car_km_price']);

/** The person's fields alone (a position's felhasznalo-rogzites/). */
export const personFields = (fields: readonly TFieldConfig[]) => fields.filter((f) => !FILE_ONLY.has(f.name));

/** The employee fields (null until the meta arrives). */
export function useEmployeeFields(): TFieldConfig[] | null {
  const meta = moduleApi('employees').meta.useQuery(undefined, { staleTime: Infinity }).data;
  return useMemo(() => (meta ? fieldsFromMeta(meta.fields, OVERRIDES) : null), [meta]);
}
