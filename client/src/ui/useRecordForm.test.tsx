// Issue 11 item 5: a client error shown by a save clears as soon as the value is valid; a
// server message stays until its own field changes.
import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { ApiError } from '../api/errors.ts';
import { defineFieldsConfig } from './fieldsConfig.ts';
import { useRecordForm } from './useRecordForm.ts';

const fields = defineFieldsConfig([
  { name: 'subject', label: 'Tárgy', type: 'text', required: true },
  { name: 'note', label: 'Megjegyzés', type: 'text', required: true },
  { name: 'place', label: 'Hely', type: 'text' },
]);

describe('record form errors', () => {
  it('shows client errors after a save and drops each as its value becomes valid', () => {
    const { result } = renderHook(() => useRecordForm(fields, null));
    expect(result.current.errors).toEqual({});
    act(() => {
      expect(result.current.payload()).toBeNull();
    });
    expect(Object.keys(result.current.errors).sort()).toEqual(['note', 'subject']);
    act(() => result.current.setValue('subject', 'Papír'));
    expect(Object.keys(result.current.errors)).toEqual(['note']);
    // Emptied again before the next save: the message returns, the field was flagged by the save.
    act(() => result.current.setValue('subject', ''));
    expect(Object.keys(result.current.errors).sort()).toEqual(['note', 'subject']);
  });

  it("keeps the server's message until that field changes", () => {
    const { result } = renderHook(() => useRecordForm(fields, { subject: 'Papír', note: 'x', place: 'A' }));
    act(() => result.current.server.fail(new ApiError(400, 'Hibás adat', { place: ['Ismeretlen hely.'], note: ['Túl rövid.'] })));
    expect(result.current.errors.place).toEqual(['Ismeretlen hely.']);
    act(() => result.current.setValue('subject', 'Toll'));
    expect(result.current.errors.place).toEqual(['Ismeretlen hely.']);
    expect(result.current.errors.note).toEqual(['Túl rövid.']);
    act(() => result.current.setValue('place', 'B'));
    expect(result.current.errors.place).toBeUndefined();
    expect(result.current.errors.note).toEqual(['Túl rövid.']);
  });
});
