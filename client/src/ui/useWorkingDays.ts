// The Hungarian working-day calendar (shared/working-days.ts, date-holidays inside) loaded on
// first use: a screen that shows days renders at once and marks holidays when it arrives, and no
// section's chunk (Dolgozók, Teremberlés) waits for it before asking for its data (issue 23).
import { useEffect, useState } from 'react';
import type { TCalendarDayInfo } from '@etanker/shared/working-days.ts';

type TWorkingDays = typeof import('@etanker/shared/working-days.ts');

let loaded: TWorkingDays | null = null;
let loading: Promise<TWorkingDays> | null = null;

/** The calendar's functions, or null until its chunk has arrived. */
export function useWorkingDays(): TWorkingDays | null {
  const [workingDays, setWorkingDays] = useState(loaded);
  useEffect(() => {
    if (workingDays) return;
    loading ??= import('@etanker/shared/working-days.ts').then((m) => (loaded = m));
    void loading.then(setWorkingDays);
  }, [workingDays]);
  return workingDays;
}

/** A day's kind and name; before the calendar has arrived, a weekend or a workday by its weekday alone. */
export function workingDayInfo(workingDays: TWorkingDays | null, date: string, weekday: number): TCalendarDayInfo {
  return workingDays?.dayInfo(date) ?? { kind: weekday >= 5 ? 'weekend' : 'workday', name: null };
}
