import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithMantine } from '../test/render.tsx';
import { QuestionInput } from './QuestionInput.tsx';
import type { TQuestion } from './workflowTypes.ts';

afterEach(cleanup);

const question: TQuestion = {
  codename: 'budget_split',
  type: 'multi_column',
  label: 'Költségmegosztás',
  columns: [
    { codename: 'financial_entry', label: 'Rovat', type: 'text' },
    { codename: 'amount', label: 'Összeg', type: 'number' },
  ],
};

function Harness() {
  const [rows, setRows] = useState<unknown>([]);
  return <QuestionInput question={question} value={rows} onChange={setRows} partners={[]} listChoices={[]} />;
}

describe('adding a table row', () => {
  it("moves focus to the new row's first field", () => {
    renderWithMantine(<Harness />);
    const add = screen.getByRole('button', { name: 'Új sor' });
    fireEvent.click(add);
    fireEvent.click(add);
    const firsts = screen.getAllByLabelText('Rovat');
    expect(firsts).toHaveLength(2);
    expect(document.activeElement).toBe(firsts[1]);
  });
});
