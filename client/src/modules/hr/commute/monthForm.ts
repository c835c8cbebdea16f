// The month screen's form: the days as a map of (day, commute info) → trips, the passes and the
// travel home; and back to the PUT body the server takes. Pure, so it is tested without a browser.

export interface TTrips {
  towards: boolean;
  backwards: boolean;
}

export interface TPassLine {
  commute_info: number | null;
  start_date: string | null;
  end_date: string | null;
  cost: number | null;
}

export interface THomecomingForm {
  type: number | null;
  trips: number;
  distance: number;
  cost: number;
}

export interface TMonthForm {
  trips: Record<string, TTrips>;
  passes: TPassLine[];
  homecoming: THomecomingForm;
}

export interface TMonthAnswer {
  records: { date: string; commute_info: number; towards: boolean; backwards: boolean }[];
  monthly_pass_validities: { commute_info: number; start_date: string; end_date: string; cost: number }[];
  homecoming: THomecomingForm;
}

export const tripKey = (date: string, info: number) => `${date}/${info}`;

export function formOf(answer: TMonthAnswer): TMonthForm {
  return {
    trips: Object.fromEntries(answer.records.map((r) => [tripKey(r.date, r.commute_info), { towards: r.towards, backwards: r.backwards }])),
    passes: answer.monthly_pass_validities.map((p) => ({ commute_info: p.commute_info, start_date: p.start_date, end_date: p.end_date, cost: p.cost })),
    homecoming: { type: answer.homecoming.type, trips: answer.homecoming.trips, distance: answer.homecoming.distance, cost: answer.homecoming.cost },
  };
}

/**
 * One info a day unless the employment may combine several: ticking one info on a day clears
 * the day's others.
 */
export function setTrips(form: TMonthForm, date: string, info: number, trips: TTrips, infoIds: readonly number[], several: boolean): TMonthForm {
  const next = { ...form.trips, [tripKey(date, info)]: trips };
  if (!several && (trips.towards || trips.backwards)) for (const other of infoIds) if (other !== info) delete next[tripKey(date, other)];
  return { ...form, trips: next };
}

export function bodyOf(form: TMonthForm) {
  const records = Object.entries(form.trips)
    .filter(([, t]) => t.towards || t.backwards)
    .map(([key, t]) => ({ date: key.slice(0, 10), commute_info: Number(key.slice(11)), towards: t.towards, backwards: t.backwards }))
    .sort((a, b) => (a.date === b.date ? a.commute_info - b.commute_info : a.date < b.date ? -1 : 1));
  return { records, monthly_pass_validities: form.passes, homecoming: form.homecoming };
}

/** Field errors of a PUT as lines a person reads: a record's error names its day. */
export function errorLines(errors: Record<string, string[]>, body: ReturnType<typeof bodyOf>): string[] {
  return Object.entries(errors).flatMap(([key, messages]) => {
    const record = /^records\.(\d+)\./.exec(key);
    const pass = /^monthly_pass_validities\.(\d+)\./.exec(key);
    const where = record
      ? `${body.records[Number(record[1])]?.date ?? ''}: `
      : pass
        ? `${Number(pass[1]) + 1}. bérlet: `
        : key.startsWith('homecoming')
          ? 'Hazautazás: '
          : '';
    return messages.map((m) => `${where}${m}`);
  });
}
