import { defineListConfig } from '../../../ui/listConfig.ts';
import { defineDetailConfig } from '../../../ui/detailConfig.ts';
import { defineFieldsConfig } from '../../../ui/fieldsConfig.ts';
import { partnerLabel } from '../../../ui/formatters.ts';
import { MESSAGES } from '@etanker/shared/validation.ts';

const detailPath = (id: number) => `/penzugy/partnerek/${id}.html`;

export const listConfig = defineListConfig({
  moduleKey: 'partners',
  title: 'Partnerek',
  restBase: 'partnerek',
  detailPath,
  newPath: '/penzugy/partnerek/uj.html',
  newLabel: 'Új partner',
  workflow: false,
  exportable: true,
  columns: [
    { key: 'name', label: 'Név', render: (row) => partnerLabel(row as unknown as { name: string; note?: string; tax_id?: string }) },
    { key: 'tax_id', label: 'Adószám' },
    { key: 'address', label: 'Település', render: (row) => String((row.address as { city?: string } | null)?.city ?? '') },
    { key: 'email', label: 'E-mail' },
    { key: 'is_active', label: 'Aktív' },
  ],
});

export const detailConfig = defineDetailConfig({
  kind: 'plain',
  moduleKey: 'partners',
  restBase: 'partnerek',
  listPath: '/penzugy/partnerek/lista.html',
  detailPath,
  title: (record) => partnerLabel(record as unknown as { name: string; note?: string; tax_id?: string }),
  newTitle: 'Új partner',
  noun: 'Partner',
  fields: defineFieldsConfig([
    { name: 'name', label: 'Név', type: 'text', required: true, width: 'wide' },
    { name: 'note', label: 'Megjegyzés', type: 'text' },
    {
      name: 'tax_id_availability',
      label: 'Adószám megléte',
      type: 'select',
      required: true,
      defaultValue: 'available',
      options: () => [
        { value: 'available', label: 'Van adószáma' },
        { value: 'not_available', label: 'Nincs adószáma' },
        { value: 'foreign', label: 'Külföldi' },
      ],
    },
    {
      name: 'tax_id',
      label: 'Adószám',
      type: 'text',
      check: (value, values) => (values.tax_id_availability === 'available' && !value ? MESSAGES.required : null),
    },
    { name: 'phone', label: 'Telefonszám', type: 'text' },
    { name: 'email', label: 'E-mail cím', type: 'email' },
    { name: 'bank_account_number', label: 'Bankszámlaszám', type: 'text', rules: [{ type: 'bankAccount' }] },
    { name: 'address.zip_code', label: 'Irányítószám', type: 'text', width: 'narrow', rules: [{ type: 'numeric' }, { type: 'minLength', n: 4 }] },
    { name: 'address.city', label: 'Település', type: 'text' },
    { name: 'address.county', label: 'Megye', type: 'text' },
    { name: 'address.address_1', label: 'Cím', type: 'text' },
    { name: 'address.address_2', label: 'Cím (2. sor)', type: 'text' },
    { name: 'address.country', label: 'Ország', type: 'text', defaultValue: 'Magyarország' },
    { name: 'is_active', label: 'Aktív', type: 'checkbox', defaultValue: true },
  ]),
});
