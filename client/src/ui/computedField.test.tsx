// Computed fields (issue 11 item 9): a value the form derives from others shows itself, read-only
// with its hint, is sent as derived and is never asked of the user; without one the field is typed.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithMantine } from '../test/render.tsx';
import { FieldInput } from './FieldInput.tsx';
import { toPayload, validateFields, type TFieldConfig } from './fieldsConfig.ts';

afterEach(cleanup);

const lineSum = (values: Record<string, unknown>) => (values.lines as number[]).reduce((sum, n) => sum + n, 0);
const cost: TFieldConfig = {
  name: 'cost',
  label: 'Bruttó összeg',
  type: 'money',
  required: true,
  computed: (values) => ((values.lines as number[]).length ? lineSum(values) : undefined),
  computedHint: 'A termékek bruttó összege',
};

describe('a computed field', () => {
  it('shows the derived amount read-only with its hint, sends it and never reports it missing', () => {
    const values = { lines: [951_000, 991], cost: null };
    renderWithMantine(<FieldInput field={cost} values={values} lists={{}} onChange={() => {}} readOnly={false} errors={{}} />);
    const input = screen.getByLabelText('Bruttó összeg') as HTMLInputElement;
    expect(input.value).toBe('951 991');
    expect(input.readOnly).toBe(true);
    expect(screen.getByText('A termékek bruttó összege')).toBeTruthy();
    expect(toPayload([cost], values)).toEqual({ cost: 951_991 });
    expect(validateFields([cost], values)).toEqual({});
  });

  it('is typed, and required, while nothing derives it', () => {
    const values = { lines: [], cost: null };
    renderWithMantine(<FieldInput field={cost} values={values} lists={{}} onChange={() => {}} readOnly={false} errors={{}} />);
    expect((screen.getByLabelText(/Bruttó összeg/) as HTMLInputElement).readOnly).toBe(false);
    expect(validateFields([cost], values)).toEqual({ cost: ['Ez a mező nem lehet üres'] });
  });
});
