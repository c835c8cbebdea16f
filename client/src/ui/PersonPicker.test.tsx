// The employee picker of the contracts that prefill from HR: it offers the active staff once each, and picking
// one fills the person fields kitolt/ answers (a person without an HR file: a hint, nothing filled).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithMantine } from '../test/render.tsx';
import type { TCustomFieldProps } from './fieldsConfig.ts';

const employments = [
  { id: 1, user: 10, user_name: 'Kiss Anna', institution: 1, institution_name: 'Petőfi', active: true },
  { id: 2, user: 10, user_name: 'Kiss Anna', institution: 2, institution_name: 'Bethlen', active: true },
  { id: 3, user: 11, user_name: 'Lengyel Hajnalka', institution: 1, institution_name: 'Petőfi', active: false },
  { id: 4, user: 12, user_name: 'Oktató Olga', institution: 1, institution_name: 'Petőfi', active: true },
];
const fetchPerson = vi.fn();
vi.mock('../api/trpc.ts', () => ({
  trpc: {
    core: { employments: { useQuery: () => ({ data: employments }) } },
    useUtils: () => ({}),
  },
}));
vi.mock('../api/startup-data.ts', () => ({ STARTUP_STALE_TIME: Infinity }));

const { PersonPicker } = await import('./PersonPicker.tsx');

afterEach(() => {
  cleanup();
  fetchPerson.mockReset();
});

function renderPicker(values: Record<string, unknown> = {}) {
  const props = { values, value: null, onChange: vi.fn(), setField: vi.fn(), readOnly: false, errors: {}, lists: {} } satisfies TCustomFieldProps;
  renderWithMantine(<PersonPicker {...props} fetchPerson={(_utils, userId) => fetchPerson({ user_id: userId })} />);
  const input = screen.getAllByLabelText('Dolgozó').find((element) => element.tagName === 'INPUT')!;
  fireEvent.focus(input);
  fireEvent.click(input);
  return props;
}

const option = (name: string) => screen.getAllByRole('option', { hidden: true }).find((o) => o.textContent?.startsWith(name))!;

describe('<PersonPicker>', () => {
  it('offers the active staff, each person once', () => {
    renderPicker();
    expect(screen.getAllByRole('option', { hidden: true }).map((o) => o.textContent)).toEqual(['Kiss Anna (Petőfi)', 'Oktató Olga (Petőfi)']);
  });

  it('fills the person fields from kitolt/', async () => {
    fetchPerson.mockResolvedValue({ user: { id: 10, name: 'Kiss Anna' }, name: 'Kiss Anna', tax_id: '8432002003', address: '4026 Debrecen, Hunyadi utca 12.' });
    const props = renderPicker();
    fireEvent.click(option('Kiss Anna'));
    await waitFor(() => expect(props.onChange).toHaveBeenCalledWith({ id: 10, name: 'Kiss Anna' }));
    expect(fetchPerson).toHaveBeenCalledWith({ user_id: '10' });
    expect(props.setField).toHaveBeenCalledWith('tax_id', '8432002003');
    expect(props.setField).toHaveBeenCalledWith('address', '4026 Debrecen, Hunyadi utca 12.');
    expect(await screen.findByText(/HR adatlapjáról kitöltve/)).toBeTruthy();
  });

  it("fills a group kitolt/ answers whole (an address) into the form's fields of it", async () => {
    const address = { zip_code: '4026', city: 'Debrecen', address_1: 'Hunyadi utca 12.' };
    fetchPerson.mockResolvedValue({ user: { id: 10, name: 'Kiss Anna' }, permanent_address: address });
    const props = renderPicker({ 'permanent_address.zip_code': '', 'permanent_address.city': '', 'permanent_address.address_1': '' });
    fireEvent.click(option('Kiss Anna'));
    await waitFor(() => expect(props.setField).toHaveBeenCalledWith('permanent_address.city', 'Debrecen'));
    expect(props.setField).toHaveBeenCalledWith('permanent_address.zip_code', '4026');
    expect(props.setField).toHaveBeenCalledWith('permanent_address.address_1', 'Hunyadi utca 12.');
    expect(props.setField).not.toHaveBeenCalledWith('permanent_address', address);
  });

  it('says so when the person has no HR file, and fills nothing', async () => {
    fetchPerson.mockRejectedValue(new Error('404'));
    const props = renderPicker();
    fireEvent.click(option('Oktató Olga'));
    expect(await screen.findByText(/nincs HR adatlapja/)).toBeTruthy();
    expect(props.setField).not.toHaveBeenCalled();
    expect(props.onChange).not.toHaveBeenCalled();
  });
});
