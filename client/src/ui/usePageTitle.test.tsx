// Issue 11 item 18: each page names itself in the browser tab through usePageTitle.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { usePageTitle } from './usePageTitle.ts';
import { detailTitle } from './DetailPage.tsx';
import type { TDetailConfig } from './detailConfig.ts';

afterEach(cleanup);

const detailConfig = { noun: 'Kötelezettségvállalás', title: (record: { subject?: unknown }) => String(record.subject) } as unknown as TDetailConfig;

function Page({ name }: { name: string | null }) {
  usePageTitle(name);
  return null;
}

describe('page titles', () => {
  it('sets "<page> – eTanker" and gives the title back on leaving', () => {
    const { rerender, unmount } = render(<Page name="Kötelezettségvállalások" />);
    expect(document.title).toBe('Kötelezettségvállalások – eTanker');
    rerender(<Page name="Új kötelezettségvállalás" />);
    expect(document.title).toBe('Új kötelezettségvállalás – eTanker');
    unmount();
    expect(document.title).toBe('eTanker');
  });

  it("names a record by the module's noun and its reference number, else its title", () => {
    expect(detailTitle(detailConfig, { id: 12, reference_number: 'KV/2026/12', subject: 'Papír' })).toBe('Kötelezettségvállalás KV/2026/12');
    expect(detailTitle(detailConfig, { id: 12, reference_number: null, subject: 'Papír' })).toBe('Kötelezettségvállalás Papír');
  });
});
