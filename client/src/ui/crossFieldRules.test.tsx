// A rule across fields arrives in the module's meta/ at its field (server manifest, issue 24 item 4):
// the form shows its message at that field when saving, before anything is sent, and lets a valid
// record go.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Button } from '@mantine/core';
import type { TFieldMeta } from '@etanker/shared/field-meta.ts';
import { after } from '@etanker/shared/cross-field-rules.ts';
import { renderWithMantine } from '../test/render.tsx';
import { FieldsForm } from './FieldsForm.tsx';
import { fieldsFromMeta } from './metaConfig.ts';
import { useRecordForm } from './useRecordForm.ts';

afterEach(cleanup);

const MESSAGE = 'A foglalás vége a kezdete után legyen.';
const text = (name: string, label: string): TFieldMeta => ({ name, label, kind: 'text', required: true, readOnly: false });
const FIELDS = fieldsFromMeta([
  text('start_time', 'Kezdés'),
  { ...text('end_time', 'Befejezés'), crossFieldRules: [after('end_time', 'start_time', MESSAGE)] },
]);

function Form({ record, send }: { record: Record<string, unknown>; send: (payload: object) => void }) {
  const form = useRecordForm(FIELDS, record);
  const save = () => {
    const payload = form.payload();
    if (payload) send(payload);
  };
  return (
    <>
      <FieldsForm fields={FIELDS} values={form.values} lists={{}} onChange={form.setValue} readOnly={false} errors={form.errors} />
      <Button onClick={save}>Mentés</Button>
    </>
  );
}

describe('a rule across fields from the meta', () => {
  it('shows its message at its field on saving, and sends nothing', () => {
    const send = vi.fn();
    renderWithMantine(<Form record={{ start_time: '2026-03-10 10:00', end_time: '2026-03-10 09:00' }} send={send} />);
    fireEvent.click(screen.getByRole('button', { name: 'Mentés' }));
    expect(screen.getByLabelText(/Befejezés/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(MESSAGE)).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('lets a record that keeps it go', () => {
    const send = vi.fn();
    renderWithMantine(<Form record={{ start_time: '2026-03-10 10:00', end_time: '2026-03-10 11:00' }} send={send} />);
    fireEvent.click(screen.getByRole('button', { name: 'Mentés' }));
    expect(screen.queryByText(MESSAGE)).toBeNull();
    expect(send).toHaveBeenCalledWith({ start_time: '2026-03-10 10:00', end_time: '2026-03-10 11:00' });
  });
});
