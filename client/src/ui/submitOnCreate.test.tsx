// One-step reporting (issue 11 item 17): 'Mentés és beküldés' creates the record and decides its
// creator's submit option; a first step that asks something leaves the decision to the record page.
// Issue 23 item 1: a module's own create (an invoice's multipart upload) submits too.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { renderWithMantine } from '../test/render.tsx';
import type { TWorkflowDetailConfig } from './detailConfig.ts';

const create = vi.fn();
const decide = vi.fn(async () => ({}));
const api = {
  list: { useQuery: () => ({ data: { data: [], total: 0, can_create: true }, isLoading: false }) },
  create: { useMutation: () => ({ mutateAsync: create }) },
  decide: { useMutation: () => ({ mutateAsync: decide }) },
};
vi.mock('./moduleApi.ts', () => ({ moduleApi: () => api, workflowApi: () => api, useInvalidateModule: () => async () => {} }));
vi.mock('./useOptionLists.ts', () => ({ useOptionLists: () => ({}) }));
vi.mock('./useExtraFields.ts', () => ({ useExtraFields: () => ({ definitions: [], answers: [], setAnswers: () => {}, institution: null }) }));
vi.mock('../api/startup-data.ts', () => ({ useMe: () => ({ id: 7, is_centre: false, is_readonly: false }), useSettings: () => ({}) }));

const { NewPage } = await import('./NewPage.tsx');

const config: TWorkflowDetailConfig = {
  kind: 'workflow',
  moduleKey: 'systemErrorReports',
  restBase: 'rendszerhibak',
  initialState: 'pending',
  listPath: '/lista.html',
  detailPath: (id) => `/${id}.html`,
  title: () => 'Hiba',
  newTitle: 'Új hibajelentés',
  fields: [{ name: 'title', label: 'Cím', type: 'text' }],
};
const renderPage = (page: TWorkflowDetailConfig = config) =>
  renderWithMantine(<RouterProvider router={createMemoryRouter([{ path: '*', element: <NewPage config={page} /> }])} />);
const step = (options: unknown[]) => ({
  id: 31,
  can_decide: true,
  current_step: { id: 1, name: 'Bejelentés', user: null, group: null, substitutors: [], options },
});
const submitOnly = { id: 5, label: 'Beküldés', type: 'positive', questions: [], confirm_with_negative_history: false };

beforeEach(() => {
  create.mockReset();
  decide.mockClear();
});
afterEach(cleanup);

describe("the new page's one-step submit", () => {
  it('creates, then decides the only submit option', async () => {
    create.mockResolvedValue(step([submitOnly]));
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Mentés és beküldés' }));
    await waitFor(() => expect(decide).toHaveBeenCalledWith({ id: 31, decision_option: 5, answers: {}, confirmed: false }));
  });

  it("submits a record made by the module's own create (multipart with a file) too", async () => {
    const createWith = vi.fn(async () => step([submitOnly]));
    renderPage({ ...config, createWith });
    fireEvent.click(screen.getByRole('button', { name: 'Mentés és beküldés' }));
    await waitFor(() => expect(decide).toHaveBeenCalledWith({ id: 31, decision_option: 5, answers: {}, confirmed: false }));
    expect(createWith).toHaveBeenCalled();
    expect(create).not.toHaveBeenCalled();
  });

  it('leaves a first step with questions to the record page', async () => {
    create.mockResolvedValue(step([{ ...submitOnly, questions: [{ codename: 'q', label: 'Miért?', type: 'text', required: true }] }]));
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Mentés és beküldés' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(decide).not.toHaveBeenCalled();
  });

  it('only saves on Mentés', async () => {
    create.mockResolvedValue(step([submitOnly]));
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Mentés' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(decide).not.toHaveBeenCalled();
  });
});
