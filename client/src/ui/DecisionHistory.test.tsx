import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithMantine } from '../test/render.tsx';
import { DecisionHistory } from './DecisionHistory.tsx';
import type { TDecision } from './workflowTypes.ts';

afterEach(cleanup);

const decision = (answers: TDecision['answers']): TDecision => ({
  id: 1,
  user: 'Pénzügyes Petra',
  verification_step: 'Pénzügyi referens ellenőrzése',
  position: 2,
  created_at: '2026-11-25T10:00:00Z',
  decision: 'positive',
  decision_label: 'Megfelel',
  answers,
});

describe('<DecisionHistory>', () => {
  it('shows answers as people read them, and a file as a link', () => {
    renderWithMantine(
      <DecisionHistory
        decisions={[
          decision([
            { type: 'select', label: 'Kötelezettségvállalás rovata', value: '4', display: 'K321 – Informatikai szolgáltatások igénybevétele' },
            { type: 'number', label: 'Jóváhagyott összeg', value: 950000, display: '950 000 Ft' },
            { type: 'file', label: 'Aláírt dokumentum', value: { name: 'árajánlat_alföld.pdf', attachment_id: 3 }, display: 'árajánlat_alföld.pdf' },
          ]),
        ]}
      />,
    );
    expect(screen.getByText('Kötelezettségvállalás rovata: K321 – Informatikai szolgáltatások igénybevétele')).toBeTruthy();
    expect(screen.getByText('Jóváhagyott összeg: 950 000 Ft')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'árajánlat_alföld.pdf' })).toBeTruthy();
    expect(screen.queryByText(/attachment_id/)).toBeNull();
  });
});
