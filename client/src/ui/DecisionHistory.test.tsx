import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
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

describe('<DecisionHistory> on a phone', () => {
  const matchMedia = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = (query: string) => ({ ...matchMedia(query), matches: query.includes('max-width') || query.includes('prefers-reduced-motion') });
  });
  afterEach(() => {
    window.matchMedia = matchMedia;
  });

  it('shows each decision as a block of its own, its badge whole beside its step', () => {
    renderWithMantine(<DecisionHistory decisions={[decision([{ type: 'text', label: 'Indoklás', value: 'Rendben', display: 'Rendben' }])]} />);
    expect(screen.queryByRole('table')).toBeNull();
    const [item] = screen.getAllByRole('listitem');
    expect(within(item).getByText('Pénzügyi referens ellenőrzése')).toBeTruthy();
    expect(within(item).getByText('Megfelel')).toBeTruthy();
    expect(within(item).getByText('Indoklás: Rendben')).toBeTruthy();
    expect(item.textContent).toContain('Pénzügyes Petra');
  });
});
