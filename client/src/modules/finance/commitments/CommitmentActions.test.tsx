// Commitments' own buttons follow the server's flags, not the record's state (issue 10 item 3).
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { renderWithMantine } from '../../../test/render.tsx';
import type { TWorkflowRecord } from '../../../ui/workflowTypes.ts';

const mutate = vi.fn();
const procedure = () => ({
  useMutation: () => ({ mutate, mutateAsync: vi.fn(), isPending: false }),
  useQuery: () => ({ data: undefined, isLoading: false, isFetching: false, error: null, refetch: vi.fn() }),
});
const api = new Proxy({}, { get: () => procedure() });
vi.mock('../../../ui/moduleApi.ts', () => ({ moduleApi: () => api, workflowApi: () => api, useInvalidateModule: () => async () => {} }));
vi.mock('../../../api/trpc.ts', () => ({ trpc: new Proxy({}, { get: () => api }) }));
vi.mock('../../../api/startup-data.ts', () => ({ useMe: () => ({ id: 7, is_centre: false, is_readonly: false }) }));

const { CommitmentActions } = await import('./CommitmentActions.tsx');

afterEach(cleanup);

const render = (ui: ReactElement) => renderWithMantine(<MemoryRouter>{ui}</MemoryRouter>);
const button = (name: string) => screen.queryByRole('button', { name });
const NONE = {
  can_decide: false,
  can_edit: false,
  can_delete: false,
  can_storno: false,
  can_cancel: false,
  can_copy: false,
  can_comment: false,
  can_upload: false,
  can_subscribe: false,
};
const record = (flags: Record<string, unknown>): TWorkflowRecord =>
  ({
    id: 5,
    state: 'closed_positive',
    reference_number: 'KV/2026/00005',
    institution: { id: 1, name: 'Iskola' },
    creator: { id: 7, name: 'Nagy Eszter' },
    current_step: null,
    decisions: [],
    ...NONE,
    ...flags,
  }) as unknown as TWorkflowRecord;

describe('commitment actions', () => {
  it("commitments' own buttons follow can_supplement and can_return_to_referent, not the record's state", () => {
    render(<CommitmentActions record={record({ ...NONE, can_supplement: false, can_return_to_referent: false })} onChanged={async () => {}} />);
    expect(button('Pótigény')).toBeNull();
    expect(button('Visszaadás referensnek')).toBeNull();
    expect(button('Excel')).not.toBeNull();
    cleanup();
    render(<CommitmentActions record={record({ ...NONE, state: 'open', can_supplement: true, can_return_to_referent: true })} onChanged={async () => {}} />);
    expect(button('Pótigény')).not.toBeNull();
    expect(button('Visszaadás referensnek')).not.toBeNull();
  });

  it('asks before Pótigény, naming the commitment (issue 11 item 1)', async () => {
    render(<CommitmentActions record={record({ ...NONE, state: 'open', can_supplement: true })} onChanged={async () => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pótigény' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Biztosan pótigényt készít a(z) KV/2026/00005 kötelezettségvállaláshoz?');
    expect(mutate).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pótigény készítése' }));
    await waitFor(() => expect(mutate).toHaveBeenCalledWith({ id: 5 }));
  });
});
