// Write controls follow the server's flags (issue 10 item 3): the client shows a button, a box
// or an editable form only when the record (or the list) says the viewer may use it.
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { renderWithMantine } from '../test/render.tsx';
import type { TWorkflowRecord } from './workflowTypes.ts';
import type { TWorkflowDetailConfig } from './detailConfig.ts';
import type { TListConfig } from './listConfig.ts';

// Every procedure answers a settled query or an idle mutation; `listAnswer` is the list's answer.
let listAnswer: { data: unknown[]; total: number; can_create: boolean } | undefined;
const procedure = () => ({
  useMutation: () => ({ mutate: vi.fn(), mutateAsync: vi.fn(), isPending: false }),
  useQuery: () => ({ data: listAnswer, isLoading: false, isFetching: false, error: null, refetch: vi.fn() }),
});
const api = new Proxy({}, { get: () => procedure() });
vi.mock('./moduleApi.ts', () => ({ moduleApi: () => api, workflowApi: () => api, useInvalidateModule: () => async () => {} }));
vi.mock('../api/trpc.ts', () => ({ trpc: new Proxy({}, { get: () => api }) }));
vi.mock('../api/startup-data.ts', () => ({ useMe: () => ({ id: 7, is_centre: false, is_readonly: false }) }));

const { RecordActions } = await import('./RecordActions.tsx');
const { Comments } = await import('./Comments.tsx');
const { Attachments } = await import('./Attachments.tsx');
const { ListPage } = await import('./ListPage.tsx');

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
  can_generate_documents: false,
};
const ALL = Object.fromEntries(Object.keys(NONE).map((flag) => [flag, true])) as typeof NONE;

const record = (flags: Partial<typeof NONE> & Record<string, unknown>): TWorkflowRecord =>
  ({
    id: 5,
    state: 'closed_positive',
    reference_number: 'KV/2026/00005',
    institution: { id: 1, name: 'Iskola' },
    creator: { id: 7, name: 'Nagy Eszter' },
    created_at: '2026-11-20T10:00:00Z',
    current_step: null,
    waiting_for: null,
    decisions: [],
    comments: [],
    attachments: [],
    generated_documents: [],
    subscribed: false,
    ...flags,
  }) as TWorkflowRecord;

const config = {
  kind: 'workflow',
  moduleKey: 'commitments',
  restBase: 'kotelezettsegvallalas',
  listPath: '/l',
  detailPath: (id: number) => `/d/${id}`,
  title: () => 'T',
  newTitle: 'Új',
  fields: [],
  initialState: 'open',
} as TWorkflowDetailConfig;

describe('record actions', () => {
  it('show each shared action only with its flag', () => {
    render(<RecordActions record={record(ALL)} config={config} onChanged={async () => {}} />);
    for (const name of ['Megjelölés', 'Másolás', 'Sztornó', 'Lemondás', 'Törlés']) expect(button(name), name).not.toBeNull();
    cleanup();
    render(<RecordActions record={record(NONE)} config={config} onChanged={async () => {}} />);
    for (const name of ['Megjelölés', 'Másolás', 'Sztornó', 'Lemondás', 'Törlés']) expect(button(name), name).toBeNull();
  });
});

describe('comments and attachments', () => {
  const comment = {
    id: 1,
    content: 'Kérem a számlát.',
    private_comment: false,
    school_should_reply: false,
    waiting_for_attachment: false,
    important: false,
    author: 'Nagy Eszter',
    author_id: 7,
    is_deleted: false,
    created_at: '2026-11-20T10:00:00Z',
    attachments: [],
  };

  it('the comment box only with can_comment; deletion only where the server says deletable', () => {
    render(
      <Comments
        recordId={5}
        comments={[{ ...comment, deletable: false }]}
        moduleKey="commitments"
        restBase="kotelezettsegvallalas"
        canComment={false}
        onChanged={async () => {}}
      />,
    );
    expect(screen.getByText('Kérem a számlát.')).toBeTruthy();
    expect(screen.queryByLabelText('Új megjegyzés')).toBeNull();
    expect(button('Megjegyzés küldése')).toBeNull();
    expect(button('Törlés')).toBeNull();
    cleanup();
    render(
      <Comments
        recordId={5}
        comments={[{ ...comment, deletable: true }]}
        moduleKey="commitments"
        restBase="kotelezettsegvallalas"
        canComment
        onChanged={async () => {}}
      />,
    );
    expect(screen.getByLabelText('Új megjegyzés')).toBeTruthy();
    expect(button('Törlés')).not.toBeNull();
  });

  it('the upload form only with can_upload', () => {
    render(<Attachments recordId={5} attachments={[]} moduleKey="commitments" restBase="kotelezettsegvallalas" canUpload={false} onChanged={async () => {}} />);
    expect(button('Feltöltés')).toBeNull();
    cleanup();
    render(<Attachments recordId={5} attachments={[]} moduleKey="commitments" restBase="kotelezettsegvallalas" canUpload onChanged={async () => {}} />);
    expect(button('Feltöltés')).not.toBeNull();
  });
});

describe('list', () => {
  const listConfig: TListConfig = {
    moduleKey: 'partners',
    title: 'Partnerek',
    restBase: 'partnerek',
    columns: [{ key: 'name', label: 'Név' }],
    detailPath: (id) => `/p/${id}`,
    newPath: '/p/uj',
    newLabel: 'Új partner',
    workflow: false,
    exportable: false,
  };

  it('offers "new" only when the list answers can_create', () => {
    listAnswer = { data: [], total: 0, can_create: false };
    render(<ListPage config={listConfig} />);
    expect(screen.queryByText('Új partner')).toBeNull();
    cleanup();
    listAnswer = { data: [], total: 0, can_create: true };
    render(<ListPage config={listConfig} />);
    expect(screen.getByText('Új partner')).toBeTruthy();
  });
});
