// The generic actions bar (issue 10 item 3): a module action's button shows only with its flag,
// asks in Hungarian, naming the record, before making a record, and runs over REST; a field a
// setting makes optional loses its required marker and check (item 4).
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { renderWithMantine } from '../test/render.tsx';
import type { TWorkflowRecord } from './workflowTypes.ts';
import type { TWorkflowDetailConfig } from './detailConfig.ts';
import { settleFields, validateFields, type TFieldConfig } from './fieldsConfig.ts';
import { parseModuleSettings } from '@etanker/shared/settings.ts';
import { COMMITMENT_SETTINGS } from '@etanker/shared/settings/commitments.ts';

const procedure = () => ({
  useMutation: () => ({ mutate: vi.fn(), mutateAsync: vi.fn(), isPending: false }),
  useQuery: () => ({ data: undefined, isLoading: false, isFetching: false, error: null, refetch: vi.fn() }),
});
const api = new Proxy({}, { get: () => procedure() });
const restFetch = vi.fn(async () => new Response(JSON.stringify({ id: 9 }), { status: 201 }));
const downloadFile = vi.fn(async () => 'file.xlsx');
vi.mock('./moduleApi.ts', () => ({ moduleApi: () => api, workflowApi: () => api, useInvalidateModule: () => async () => {} }));
vi.mock('../api/rest.ts', () => ({ restFetch, downloadFile }));

const { RecordActions } = await import('./RecordActions.tsx');

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const render = (ui: ReactElement) => renderWithMantine(<MemoryRouter>{ui}</MemoryRouter>);
const button = (name: string) => screen.queryByRole('button', { name });

const ACTIONS = [
  {
    name: 'supplement',
    flag: 'can_supplement',
    method: 'POST',
    path: 'potigeny/',
    label: 'Pótigény',
    confirm: { effect: 'creates', text: 'Pótigényt készít ehhez a kötelezettségvállaláshoz' },
  },
  { name: 'excelSheet', flag: 'can_excel_sheet', method: 'POST', path: 'generate_excel_sheet/', label: 'Excel', download: true },
];
const record = (flags: Record<string, boolean>): TWorkflowRecord =>
  ({ id: 5, state: 'closed_positive', reference_number: 'KV/2026/00005', subject: 'Tankönyvek', actions: ACTIONS, ...flags }) as unknown as TWorkflowRecord;
const config = {
  kind: 'workflow',
  moduleKey: 'commitments',
  restBase: 'kotelezettsegvallalas',
  listPath: '/l',
  detailPath: (id: number) => `/d/${id}`,
  title: (r: Record<string, unknown>) => String(r.subject),
  newTitle: 'Új',
  fields: [],
  initialState: 'open',
} as unknown as TWorkflowDetailConfig;

describe('module actions in the actions bar', () => {
  it('show a declared action only with its flag', () => {
    render(<RecordActions record={record({ can_supplement: false, can_excel_sheet: true })} config={config} onChanged={async () => {}} />);
    expect(button('Pótigény')).toBeNull();
    expect(button('Excel')).not.toBeNull();
    cleanup();
    render(<RecordActions record={record({ can_supplement: true, can_excel_sheet: false })} config={config} onChanged={async () => {}} />);
    expect(button('Pótigény')).not.toBeNull();
    expect(button('Excel')).toBeNull();
  });

  it('ask, naming the record, before an action that makes a record; run it over REST only when confirmed', async () => {
    const user = userEvent.setup();
    render(<RecordActions record={record({ can_supplement: true, can_excel_sheet: true })} config={config} onChanged={async () => {}} />);
    await user.click(button('Pótigény')!);
    expect(await screen.findByText('Pótigényt készít ehhez a kötelezettségvállaláshoz: „KV/2026/00005 – Tankönyvek”?')).toBeTruthy();
    expect(restFetch).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Mégse' }));
    expect(restFetch).not.toHaveBeenCalled();
    await user.click(button('Pótigény')!);
    const dialog = await screen.findByRole('dialog');
    await user.click(Array.from(dialog.querySelectorAll('button')).find((b) => b.textContent === 'Pótigény')!);
    expect(restFetch).toHaveBeenCalledWith('/api/kotelezettsegvallalas/5/potigeny/', expect.objectContaining({ method: 'POST' }));
  });

  it('a download action saves the file without asking', async () => {
    const user = userEvent.setup();
    render(<RecordActions record={record({ can_excel_sheet: true })} config={config} onChanged={async () => {}} />);
    await user.click(button('Excel')!);
    expect(downloadFile).toHaveBeenCalledWith('/api/kotelezettsegvallalas/5/generate_excel_sheet/', 'excelSheet_5', { method: 'POST' });
  });
});

describe('fields under the settings', () => {
  const fields: TFieldConfig[] = [
    {
      name: 'financial_entry',
      label: 'Főkönyvi tétel',
      type: 'select',
      required: true,
      requiredBy: (settings) => parseModuleSettings(COMMITMENT_SETTINGS, settings.commitments).financial_entry_required,
    },
  ];
  it('financial_entry_required turns the required marker and the client check on and off', () => {
    const on = settleFields(fields, { commitments: { financial_entry_required: true } });
    expect(on[0].required).toBe(true);
    expect(validateFields(on, { financial_entry: null })).toEqual({ financial_entry: ['Ez a mező nem lehet üres'] });
    const off = settleFields(fields, { commitments: { financial_entry_required: false } });
    expect(off[0].required).toBe(false);
    expect(validateFields(off, { financial_entry: null })).toEqual({});
    expect(settleFields(fields, {})[0].required, 'the default').toBe(true);
  });
});
