// Issue 23 item 12: a new periodic report is of the current year, not 2020.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderWithMantine } from '../../../test/render.tsx';
import { UploadForm } from './UploadForm.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('periodic report upload', () => {
  it('offers the current Budapest year', () => {
    // 23:30 UTC on New Year's Eve is already 2028 in Budapest.
    vi.useFakeTimers({ now: new Date('2027-12-31T23:30:00Z'), toFake: ['Date'] });
    renderWithMantine(<UploadForm institution={1} onUploaded={() => {}} />);
    expect(screen.getByLabelText<HTMLInputElement>('Év').value).toBe('2028');
  });
});
