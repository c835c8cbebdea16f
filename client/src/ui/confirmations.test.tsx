// Issue 11 item 1: every destructive action and every action that creates a record asks first,
// in Hungarian, naming the record; only 'yes' runs the mutation.
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { renderWithMantine } from '../test/render.tsx';
import type { TWorkflowRecord } from './workflowTypes.ts';
import type { TWorkflowDetailConfig } from './detailConfig.ts';

const mutate = vi.fn();
const procedure = () => ({
  useMutation: () => ({ mutate, mutateAsync: vi.fn(), isPending: false }),
  useQuery: () => ({ data: undefined, isLoading: false, isFetching: false, error: null, refetch: vi.fn() }),
});
const api = new Proxy({}, { get: () => procedure() });
vi.mock('./moduleApi.ts', () => ({ moduleApi: () => api, workflowApi: () => api, useInvalidateModule: () => async () => {} }));
vi.mock('../api/trpc.ts', () => ({ trpc: new Proxy({}, { get: () => api }) }));
vi.mock('../api/startup-data.ts', () => ({ useMe: () => ({ id: 7, is_centre: false, is_readonly: false }) }));

const { RecordActions } = await import('./RecordActions.tsx');
const { Comments } = await import('./Comments.tsx');
const { Attachments } = await import('./Attachments.tsx');

beforeEach(() => mutate.mockReset());
afterEach(cleanup);

const render = (ui: ReactElement) => renderWithMantine(<MemoryRouter>{ui}</MemoryRouter>);
const record = {
  id: 12,
  state: 'open',
  reference_number: 'KV/2026/00012',
  can_delete: true,
  can_storno: true,
  can_copy: true,
  can_cancel: true,
  can_supplement: true,
  decisions: [],
} as unknown as TWorkflowRecord;
const config = {
  kind: 'workflow',
  moduleKey: 'commitments',
  restBase: 'kotelezettsegvallalas',
  listPath: '/penzugy/kotelezettsegvallalas/lista.html',
  detailPath: (id: number) => `/penzugy/kotelezettsegvallalas/${id}.html`,
  title: () => 'Papír',
  newTitle: 'Új kötelezettségvállalás',
  accusative: 'kötelezettségvállalást',
  initialState: 'open',
  fields: [],
} as TWorkflowDetailConfig;

/** Clicks the action, expects the question, and answers it. */
async function answer(action: string, question: string, reply: 'Mégse' | string) {
  fireEvent.click(screen.getByRole('button', { name: action }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog.textContent).toContain(question);
  fireEvent.click(within(dialog).getByRole('button', { name: reply }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('confirmations', () => {
  it('asks before Törlés, Sztornó and Másolás, naming the record by number and title; Mégse does nothing', async () => {
    render(<RecordActions record={record} config={config} onChanged={async () => {}} />);
    await answer('Törlés', 'Biztosan törli a(z) „KV/2026/00012 – Papír” kötelezettségvállalást?', 'Mégse');
    expect(mutate).not.toHaveBeenCalled();
    await answer('Törlés', 'Biztosan törli a(z) „KV/2026/00012 – Papír” kötelezettségvállalást?', 'Törlés');
    expect(mutate).toHaveBeenLastCalledWith({ id: 12 });
    await answer('Sztornó', 'Biztosan sztornózza a(z) „KV/2026/00012 – Papír” kötelezettségvállalást?', 'Sztornó');
    await answer('Másolás', 'Biztosan lemásolja a(z) „KV/2026/00012 – Papír” kötelezettségvállalást?', 'Másolás');
    expect(mutate).toHaveBeenCalledTimes(3);
  });

  it('the cancel dialog names the record', async () => {
    render(<RecordActions record={record} config={config} onChanged={async () => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Lemondás' }));
    expect((await screen.findByRole('dialog')).textContent).toContain('Biztosan lemondja a(z) „KV/2026/00012 – Papír” kötelezettségvállalást?');
  });

  it('asks before deleting a comment or an attachment', async () => {
    const comment = { id: 3, author: { id: 1, name: 'Kiss Anna' }, created_at: '2026-11-02T09:00:00Z', content: 'Szia', deletable: true, attachments: [] };
    render(
      <Comments
        recordId={12}
        comments={[comment] as never}
        moduleKey="commitments"
        restBase="kotelezettsegvallalas"
        canComment={false}
        onChanged={async () => {}}
      />,
    );
    await answer('Törlés', 'Biztosan törli Kiss Anna', 'Mégse');
    expect(mutate).not.toHaveBeenCalled();
    cleanup();
    const attachment = { id: 4, name: 'szamla.pdf', document: '/x', deletable: true, uploaded_by: null, uploaded_at: '2026-11-02T09:00:00Z' };
    render(
      <Attachments
        recordId={12}
        attachments={[attachment] as never}
        moduleKey="commitments"
        restBase="kotelezettsegvallalas"
        canUpload={false}
        onChanged={async () => {}}
      />,
    );
    await answer('Törlés', 'Biztosan törli a(z) szamla.pdf mellékletet?', 'Törlés');
    expect(mutate).toHaveBeenCalledWith({ id: 12, attachment_id: 4 });
  });
});
