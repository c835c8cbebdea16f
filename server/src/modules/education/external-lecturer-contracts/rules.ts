// The rules of an old lecturer contract besides its fields' own (DESIGN.md "Education contracts"):
// a contract starts at most delta_days_backward days before the day it is recorded (the payroll
// of a closed month is not reopened); an extension starts after the contract it extends.
import type { TTx } from '../../../db/client.ts';
import { fieldError } from '../../../http/errors.ts';
import { readModuleSettings } from '../../../core/settings.ts';
import { formatDate } from '@etanker/shared/format.ts';
import { EXTERNAL_LECTURER_SETTINGS } from './settings.ts';

const DAY_MS = 86_400_000;

export const EXTERNAL_LECTURER_MESSAGES = {
  startInPast: (days: number) => (days ? `A kezdő dátum legfeljebb ${days} nappal lehet a mai nap előtt.` : 'A kezdő dátum nem lehet a mai napnál korábbi.'),
  extensionStart: 'A meghosszabbítás csak az eredeti szerződés záró dátuma után kezdődhet.',
  notApproved: 'Csak jóváhagyott megbízás hosszabbítható meg.',
} as const;

/** `start` ('YYYY-MM-DD') is not earlier than today (Budapest) minus the setting's days. */
export async function checkStartDate(tx: TTx, start: string): Promise<void> {
  const { delta_days_backward: days } = await readModuleSettings(tx, EXTERNAL_LECTURER_SETTINGS);
  const earliest = new Date(Date.parse(formatDate(new Date())) - days * DAY_MS).toISOString().slice(0, 10);
  if (start < earliest) throw fieldError('start_date', EXTERNAL_LECTURER_MESSAGES.startInPast(days));
}
