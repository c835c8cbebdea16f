// After a decision the focus comes back to the decision panel or the record's heading (issue 11
// item 16), not to the page body.
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithMantine } from '../test/render.tsx';
import type { TWorkflowRecord } from './workflowTypes.ts';

const decide = vi.fn(async () => ({}));
const procedure = () => ({
  useMutation: () => ({ mutate: vi.fn(), mutateAsync: decide, isPending: false }),
  useQuery: () => ({ data: undefined, isLoading: false, isFetching: false, error: null }),
});
const api = new Proxy({}, { get: () => procedure() });
vi.mock('./moduleApi.ts', () => ({ moduleApi: () => api, workflowApi: () => api }));
vi.mock('../api/trpc.ts', () => ({ trpc: new Proxy({}, { get: () => api }) }));

const { DecisionPanel } = await import('./DecisionPanel.tsx');

afterEach(cleanup);

const record = {
  id: 5,
  can_decide: true,
  decisions: [],
  waiting_for: { name: 'Vezető Vera' },
  current_step: {
    id: 1,
    name: 'Intézményvezetői jóváhagyás',
    user: null,
    group: null,
    substitutors: [],
    options: [{ id: 9, label: 'Jóváhagyom', type: 'positive', questions: [], confirm_with_negative_history: false }],
  },
} as unknown as TWorkflowRecord;

/** The panel under the record's heading; `closes`: the decision leaves no step (as after the refetch). */
function Harness({ closes }: { closes: boolean }) {
  const [current, setCurrent] = useState(record);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const onDecided = async () => {
    if (closes) setCurrent({ ...record, current_step: null } as unknown as TWorkflowRecord);
  };
  return (
    <>
      <h1 ref={headingRef} tabIndex={-1}>
        Kötelezettségvállalás
      </h1>
      <DecisionPanel record={current} moduleKey="commitments" restBase="kotelezettsegvallalas" onDecided={onDecided} headingRef={headingRef} />
    </>
  );
}

async function decideOnce(closes: boolean) {
  renderWithMantine(<Harness closes={closes} />);
  fireEvent.click(screen.getByRole('button', { name: 'Jóváhagyom' }));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Jóváhagyom' }));
}

describe('focus after a decision', () => {
  it('returns to the decision panel while the record waits on a next step', async () => {
    await decideOnce(false);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Aktuális lépés')));
  });

  it("goes to the record's heading when no panel is left", async () => {
    await decideOnce(true);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Kötelezettségvállalás' })));
  });
});
