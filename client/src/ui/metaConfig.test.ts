import { describe, expect, it } from 'vitest';
import type { TColumnMeta, TFieldMeta } from '@etanker/shared/field-meta.ts';
import { CASE_FIELDS, columnsFromMeta, fieldsFromMeta, inOrder, withAdded } from './metaConfig.ts';
import { formatCell } from './listConfig.ts';

const FIELDS: TFieldMeta[] = [
  { name: 'subject', label: 'Tárgy', kind: 'text', required: true, readOnly: false },
  { name: 'contract', label: 'Szerződés', kind: 'text', required: false, readOnly: false },
  { name: 'implementer_partner', label: 'Partner', kind: 'relation', relation: 'partner', required: false, readOnly: false },
  { name: 'approved_cost', label: 'Jóváhagyott összeg', kind: 'money', required: false, readOnly: true },
];
const COLUMNS: TColumnMeta[] = [
  { key: 'subject', label: 'Tárgy', format: 'text' },
  { key: 'cost', label: 'Összeg', format: 'money' },
  { key: 'created_at', label: 'Létrehozva', format: 'datetime' },
];

describe('screens from the meta', () => {
  it('shows an ungrouped integer (a year) as its digits in the list and the form, an amount grouped', () => {
    const [year] = fieldsFromMeta([{ name: 'year', label: 'Év', kind: 'integer', required: false, readOnly: false, ungrouped: true }]);
    expect(year).toMatchObject({ type: 'number', ungrouped: true });
    expect(formatCell(2026, 'code')).toBe('2026');
    expect(formatCell(2026, 'number')).toBe('2 026');
  });

  it('picks the form fields a screen names, in its order, and stops at a name without a field', () => {
    const fields = fieldsFromMeta(FIELDS, {}, '', ['approved_cost']);
    expect(inOrder(fields, (f) => f.name, ['approved_cost', 'subject']).map((f) => f.name)).toEqual(['approved_cost', 'subject']);
    expect(inOrder(fields, (f) => f.name).map((f) => f.name)).toEqual(['subject', 'contract', 'implementer_partner', 'approved_cost']);
    expect(() => inOrder(fields, (f) => f.name, ['subjekt'])).toThrow("'subjekt'");
  });

  it("marks a person's personal fields, a personal group's each, so the details leave them out for who may not see them", () => {
    const fields = fieldsFromMeta([
      { name: 'name', label: 'Név', kind: 'text', required: true, readOnly: false },
      { name: 'tax_id', label: 'Adóazonosító jel', kind: 'text', required: true, readOnly: false, personal: true },
      {
        name: 'home',
        label: 'Lakcím',
        kind: 'group',
        required: false,
        readOnly: false,
        personal: true,
        fields: [{ name: 'city', label: 'Település', kind: 'text', required: false, readOnly: false }],
      },
    ]);
    expect(fields.filter((f) => f.personal).map((f) => f.name)).toEqual(['tax_id', 'home.city']);
  });

  it('offers the partners of the start-up data for a partner relation, by their display name', () => {
    const [partner] = fieldsFromMeta(FIELDS).filter((f) => f.name === 'implementer_partner');
    expect(partner.options?.({ partners: [{ id: 4, name: 'Kovács Kft.', display_name: 'Kovács Kft. (12345678-2-13)' }] })).toEqual([
      { value: '4', label: 'Kovács Kft. (12345678-2-13)' },
    ]);
  });

  it('orders the list columns and adds a Case column the meta lacks with its label', () => {
    const columns = columnsFromMeta(COLUMNS, { reference_number: { label: 'Iktatószám' } }, ['subject', 'reference_number', 'created_at']);
    expect(columns.map((c) => [c.key, c.label])).toEqual([
      ['subject', 'Tárgy'],
      ['reference_number', 'Iktatószám'],
      ['created_at', 'Létrehozva'],
    ]);
    expect(columnsFromMeta(COLUMNS, { reference_number: { label: 'Iktatószám' } }).map((c) => c.key)).toEqual(['subject', 'cost', 'created_at']);
  });

  it('shows a choice column by its label, not its stored value', () => {
    const [type] = columnsFromMeta([{ key: 'type', label: 'Típus', format: 'text', choices: [{ value: 'one_time', label: 'Egyszeri' }] }]);
    expect(type.render?.({ id: 1, type: 'one_time' })).toBe('Egyszeri');
    expect(type.render?.({ id: 1, type: null })).toBe('');
  });

  it('knows the Case columns every workflow row carries by their labels', () => {
    const columns = columnsFromMeta(COLUMNS, {}, ['subject', 'reference_number', 'affected_institution']);
    expect(columns.map((c) => c.label)).toEqual(['Tárgy', 'Iktatószám', 'Érintett intézmény']);
  });

  it('places added form fields after the field they name, else at the end', () => {
    const fields = withAdded(fieldsFromMeta(FIELDS), [
      { name: 'file', label: 'Fájl', type: 'custom' },
      { ...CASE_FIELDS.affected_institution, after: 'subject' },
    ]);
    expect(fields.map((f) => f.name)).toEqual(['subject', 'affected_institution', 'contract', 'implementer_partner', 'file']);
    expect(() => withAdded([], [{ ...CASE_FIELDS.affected_institution, after: 'subjekt' }])).toThrow("'subjekt'");
  });
});
