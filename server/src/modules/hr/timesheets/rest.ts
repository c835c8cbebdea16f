// The documented REST calls of /api/munkaido-nyilvantartas/ (001 §7), each a thin adapter over
// the tRPC procedure (DESIGN.md §5), plus szurok/ for the list's institution filter.
import type { TRestRoute } from '../../../rest/route.ts';
import { idParam } from '../../../rest/route.ts';
import type { TCaller } from '../../../trpc/caller.ts';
import { KIT_ANSWERS } from '../../../openapi/kit-answers.ts';
import { ZTimesheetListAnswer, ZTimesheetMonthAnswer } from './answers.ts';

const BASE = '/api/munkaido-nyilvantartas';
const TAG = 'timesheets';

const ofCaller = (caller: TCaller) => caller.timesheets;
const body = (b: unknown) => (typeof b === 'object' && b !== null ? (b as Record<string, unknown>) : {});

export const timesheetRestRoutes: TRestRoute[] = [
  {
    method: 'GET',
    path: `${BASE}/`,
    tag: TAG,
    summary: 'Munkaidő-nyilvántartás: a hónap dolgozói (year, month 1-től; elhagyva az aktuális), ledolgozott idő',
    response: ZTimesheetListAnswer,
    handler: ({ caller, query }) => ofCaller(caller).list(query as never),
  },
  {
    method: 'GET',
    path: `${BASE}/szurok/`,
    tag: TAG,
    summary: 'Munkaidő-nyilvántartás: szűrők',
    response: KIT_ANSWERS.filters,
    handler: ({ caller }) => ofCaller(caller).filters(),
  },
  {
    method: 'GET',
    path: `${BASE}/:userId/`,
    tag: TAG,
    summary: 'Munkaidő-nyilvántartás: egy dolgozó hónapja (year, month; elhagyva az aktuális)',
    response: ZTimesheetMonthAnswer,
    handler: ({ caller, params, query }) => ofCaller(caller).get({ ...(query as object), id: idParam(params, 'userId') }),
  },
  {
    method: 'POST',
    path: `${BASE}/:userId/elkezdes/`,
    tag: TAG,
    summary: 'Munkaidő-nyilvántartás: munkaidő kezdése {start_date}',
    response: ZTimesheetMonthAnswer,
    handler: ({ caller, params, body: b }) => ofCaller(caller).start({ ...body(b), id: idParam(params, 'userId') } as never),
  },
  {
    method: 'POST',
    path: `${BASE}/:userId/lezaras/`,
    tag: TAG,
    summary: 'Munkaidő-nyilvántartás: a nyitott bejegyzés lezárása {end_date}',
    response: ZTimesheetMonthAnswer,
    handler: ({ caller, params, body: b }) => ofCaller(caller).close({ ...body(b), id: idParam(params, 'userId') } as never),
  },
  {
    method: 'PUT',
    path: `${BASE}/:userId/rekordok/:entryId/`,
    tag: TAG,
    summary: 'Munkaidő-nyilvántartás: bejegyzés javítása {start_date, end_date} (HR)',
    response: ZTimesheetMonthAnswer,
    handler: ({ caller, params, body: b }) =>
      ofCaller(caller).correct({ ...body(b), id: idParam(params, 'userId'), entry_id: idParam(params, 'entryId') } as never),
  },
];
