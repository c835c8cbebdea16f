// Issue 23 item 8: a form's institution picker offers the schools the writer may record for (the
// me answer's writable_institutions), not all five; a record's school outside them still shows.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { TFieldMeta } from '@etanker/shared/field-meta.ts';
import { renderWithMantine } from '../test/render.tsx';
import { FieldInput } from './FieldInput.tsx';
import { CASE_FIELDS, fieldsFromMeta } from './metaConfig.ts';
import type { TFieldConfig, TOptionLists } from './fieldsConfig.ts';

afterEach(cleanup);

const school = (id: number, name: string) => ({ id, name, unit_code: `00${id}` });
const institutions = [school(1, 'Alfa Technikum'), school(2, 'Béta Szakképző'), school(3, 'Gamma Gimnázium')];
const lists: TOptionLists = { institutions, writable_institutions: [institutions[1]] };
const meta = { name: 'institution', label: 'Intézmény', kind: 'relation', relation: 'institution', required: true } as TFieldMeta;

function offered(field: TFieldConfig, value: string | null): string[] {
  renderWithMantine(<FieldInput field={field} values={{ [field.name]: value }} lists={lists} onChange={() => {}} readOnly={false} errors={{}} />);
  const input = screen.getAllByLabelText(new RegExp(field.label)).find((element) => element.tagName === 'INPUT')!;
  fireEvent.focus(input);
  fireEvent.click(input);
  return screen.getAllByRole('option', { hidden: true }).map((option) => option.textContent ?? '');
}

describe("a form's institution picker", () => {
  it("offers the meta's institution field within the writer's scope only", () => {
    const [field] = fieldsFromMeta([meta]);
    expect(offered(field, null)).toEqual([expect.stringContaining('Béta Szakképző')]);
  });

  it("offers the Case's affected institution within the writer's scope only", () => {
    expect(offered(CASE_FIELDS.affected_institution, null)).toEqual([expect.stringContaining('Béta Szakképző')]);
  });

  it('keeps offering the school a record already names', () => {
    const [field] = fieldsFromMeta([meta]);
    expect(offered(field, '3')).toEqual([expect.stringContaining('Béta Szakképző'), expect.stringContaining('Gamma Gimnázium')]);
  });

  it('names any school on a read-only form', () => {
    const [field] = fieldsFromMeta([meta]);
    renderWithMantine(<FieldInput field={field} values={{ institution: '1' }} lists={lists} onChange={() => {}} readOnly errors={{}} />);
    expect((screen.getByLabelText('Intézmény') as HTMLInputElement).value).toContain('Alfa Technikum');
  });
});
