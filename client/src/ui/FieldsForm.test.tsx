// Issue 23 item 12: an address group's fields ('Irányítószám', 'Település') are headed by the
// group's label, so the form says whose address they are.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { TFieldMeta } from '@etanker/shared/field-meta.ts';
import { renderWithMantine } from '../test/render.tsx';
import { FieldsForm } from './FieldsForm.tsx';
import { fieldsFromMeta } from './metaConfig.ts';

afterEach(cleanup);

const text = (name: string, label: string): TFieldMeta => ({ name, label, kind: 'text', required: false, readOnly: false });
const FIELDS: TFieldMeta[] = [
  text('application_email', 'Jelentkezés e-mail címe'),
  { ...text('application_address', 'Jelentkezés postai címe'), kind: 'group', fields: [text('postcode', 'Irányítószám'), text('city', 'Település')] },
];

describe('<FieldsForm>', () => {
  it('heads a field group with its label', () => {
    renderWithMantine(<FieldsForm fields={fieldsFromMeta(FIELDS)} values={{}} lists={{}} onChange={() => {}} readOnly={false} errors={{}} />);
    const heading = screen.getByRole('heading', { name: 'Jelentkezés postai címe' });
    const postcode = screen.getByLabelText('Irányítószám');
    expect(heading.compareDocumentPosition(postcode) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getAllByRole('heading')).toHaveLength(1);
  });

  it('leaves the heading to a screen that heads its sections itself', () => {
    renderWithMantine(
      <FieldsForm fields={fieldsFromMeta(FIELDS)} groupHeadings={false} values={{}} lists={{}} onChange={() => {}} readOnly={false} errors={{}} />,
    );
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
