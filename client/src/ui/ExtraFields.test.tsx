import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithMantine } from '../test/render.tsx';
import { ExtraFields } from './ExtraFields.tsx';
import type { TExtraFieldAnswer, TExtraFieldDefinition } from '@etanker/shared/extra-field-rules.ts';

afterEach(cleanup);

function field(overrides: Partial<TExtraFieldDefinition>): TExtraFieldDefinition {
  return {
    id: 1,
    codename: 'f',
    type: 'text',
    label: 'F',
    suffix: '',
    choices: [],
    user_choices: [],
    mandatory: false,
    section: '',
    source_field: '',
    is_active: true,
    default: null,
    min_date_delta: null,
    conditions: [],
    district_employee: false,
    ...overrides,
  };
}

const definitions = [
  field({ id: 1, codename: 'needs_car', type: 'boolean', label: 'Autó kell' }),
  field({ id: 2, codename: 'plate', label: 'Rendszám', conditions: [{ extra_field: 'needs_car', value: 'false', effect: 'hidden' }] }),
  field({ id: 3, codename: 'distance', type: 'number', label: 'Távolság', suffix: 'Km' }),
  field({ id: 10, codename: 'children', type: 'section', label: 'Gyermekek' }),
  field({ id: 11, codename: 'child_name', label: 'Gyermek neve', section: 'children' }),
];

function Harness({ readOnly }: { readOnly: boolean }) {
  const [answers, setAnswers] = useState<TExtraFieldAnswer[]>([
    { field_id: 1, section_index: 0, value: false },
    { field_id: 11, section_index: 0, value: 'Anna' },
  ]);
  return (
    <ExtraFields
      definitions={definitions}
      answers={answers}
      onChange={setAnswers}
      values={{}}
      institution={null}
      readOnly={readOnly}
      canEditAll={false}
      showErrors={false}
    />
  );
}

describe('<ExtraFields>', () => {
  it('hides a field by a boolean condition compared as text, and shows the suffix', () => {
    renderWithMantine(<Harness readOnly={false} />);
    expect(screen.queryByLabelText('Rendszám')).toBeNull();
    fireEvent.click(screen.getByLabelText('Autó kell'));
    expect(screen.getByLabelText('Rendszám')).toBeTruthy();
    expect(screen.getByText('Km')).toBeTruthy();
  });

  it("repeats a section with 'Új válasz' and removes an answer with X", () => {
    renderWithMantine(<Harness readOnly={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Új válasz' }));
    expect(screen.getAllByLabelText('Gyermek neve')).toHaveLength(2);
    fireEvent.click(screen.getAllByRole('button', { name: 'Válasz törlése' })[0]);
    expect(screen.getAllByLabelText('Gyermek neve')).toHaveLength(1);
    expect((screen.getByLabelText('Gyermek neve') as HTMLInputElement).value).toBe('');
  });

  it("hides 'Új válasz' and X when read-only", () => {
    renderWithMantine(<Harness readOnly />);
    expect(screen.queryByRole('button', { name: 'Új válasz' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Válasz törlése' })).toBeNull();
  });
});

describe('<ExtraFields> server errors', () => {
  it('shows the server error of an extra field at the field', () => {
    renderWithMantine(
      <ExtraFields
        definitions={definitions}
        answers={[]}
        onChange={() => undefined}
        values={{}}
        institution={null}
        readOnly={false}
        canEditAll={false}
        showErrors={false}
        serverErrors={{ 'extra_field_answers.3': ['Érvénytelen szám.'] }}
      />,
    );
    expect(screen.getByText('Érvénytelen szám.')).toBeTruthy();
  });
});
