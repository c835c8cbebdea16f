// Havi beszámolók (MODULES.md §3.35, spec 002 §3, §5, §7): a school's report of a month, made by
// the monthly-reports job (job.ts, schedule.ts), answered by the school (answers.ts), submitted
// (bekuldes/) and closed by the centre (lezaras/) or sent back (visszanyitas/); only an open
// report changes. A plain module: list, details and PUT in the school's scope, the centre reads all.
import { z } from 'zod';
import type { TTx } from '../../../db/client.ts';
import type { TAuthedContext } from '../../../access/context.ts';
import { action, definePlainModule, filter, type TExportColumn } from '../../../workflow/define.ts';
import { institutionChoices, ZQueryIds } from '../../../workflow/filters.ts';
import { badRequest, fieldError } from '../../../http/errors.ts';
import { moduleNames } from '@etanker/shared/modules.ts';
import { MONTH_NAMES, MONTHLY_REPORT_STATES } from '@etanker/shared/monthly-reports.ts';
import { parseMonthlyAnswers, storedAnswers } from './answers.ts';
import { monthEvents } from './events.ts';
import { dueDateOf, isSchoolMonth, reportSearchText } from './schedule.ts';
import { REPORT_SELECT, reportRow, type TReportRow } from './rows.ts';
import { ZMonthlyReportCreate, ZMonthlyReportUpdate, type TMonthlyReportCreate, type TMonthlyReportUpdate } from './input.ts';

const PERMISSION = 'monthly_reports.can_use_monthly_reports_module';
const DEFAULT_ORDER = [{ year: 'desc' }, { month: 'desc' }, { institution: { name: 'asc' } }, { id: 'asc' }] as const;
const EXPORT_BATCH = 2000;
const STATE_KEYS = Object.keys(MONTHLY_REPORT_STATES) as [keyof typeof MONTHLY_REPORT_STATES, ...(keyof typeof MONTHLY_REPORT_STATES)[]];

type TWhere = Record<string, unknown>;
const table = (tx: TTx) => tx.monthlyReport;
const withQ = (where: TWhere, q: string) => ({ AND: [where, q ? { search_text: { contains: q } } : {}] });

const EXPORT_COLUMNS: TExportColumn[] = [
  { header: 'Azonosító', key: 'id', type: 'number', width: 10 },
  { header: 'Intézmény', key: 'institution_name', width: 40 },
  { header: 'Év', key: 'year', type: 'number', width: 8 },
  { header: 'Hónap', key: 'month_name', width: 12 },
  { header: 'Állapot', key: 'state_name', width: 12 },
  { header: 'Határidő', key: 'due_date', type: 'date', width: 12 },
  { header: 'Határidő szerint', key: 'deadline_state_name', width: 16 },
];

async function detail(tx: TTx, row: TReportRow) {
  const [stored, extraordinary_events] = await Promise.all([
    tx.monthlyReport.findUniqueOrThrow({ where: { id: row.id }, select: { answers: true } }),
    monthEvents(tx, row),
  ]);
  return Object.assign(reportRow(row), { answers: storedAnswers(stored.answers), extraordinary_events });
}

/** Moves a report on: the row's state changes only from the state the action expects (a concurrent move is a 400). */
async function moveReport(tx: TTx, id: number, from: string, data: { state: string; submitted_at?: Date | null; closed_at?: Date | null }) {
  const moved = await tx.monthlyReport.updateMany({ where: { id, state: from }, data });
  if (moved.count === 0) throw badRequest({ non_field_errors: ['A havi beszámoló állapota közben megváltozott.'] });
}

const centreOnly = (ctx: TAuthedContext) => (ctx.user.is_centre ? null : ({ forbidden: true } as const));

export const monthlyReports = definePlainModule({
  ...moduleNames('monthlyReports'),
  permission: PERMISSION,
  permissions: [{ codename: PERMISSION, name: 'Havi beszámolók modul használata', groups: ['Iskolai igénylők', 'Iskolavezetők', 'Tanügyi referensek'] }],
  scopeColumn: 'institution_id',
  institutionFields: ['institution'],
  createInput: ZMonthlyReportCreate,
  updateInput: ZMonthlyReportUpdate,
  exportColumns: EXPORT_COLUMNS,
  filters: {
    institution: filter({
      schema: ZQueryIds,
      where: (ids) => ({ institution_id: { in: ids } }),
      options: async (ctx) => ({ label: 'Intézmény', type: 'multi_select', choices: await institutionChoices(ctx) }),
    }),
    state: filter({
      schema: z.enum(STATE_KEYS, 'Érvénytelen állapot.'),
      where: (state) => ({ state }),
      options: () => ({ label: 'Állapot', type: 'select', choices: STATE_KEYS.map((k) => ({ value: k, label: MONTHLY_REPORT_STATES[k] })) }),
    }),
    year: filter({
      schema: z.coerce.number('Érvénytelen év.').int('Érvénytelen év.').min(2000, 'Érvénytelen év.').max(2100, 'Érvénytelen év.'),
      where: (year) => ({ year }),
      options: () => ({ label: 'Év', type: 'number' }),
    }),
  },
  orderBy: {
    id: (d: 'asc' | 'desc') => ({ id: d }),
    year: (d: 'asc' | 'desc') => ({ year: d }),
    month: (d: 'asc' | 'desc') => ({ month: d }),
    due_date: (d: 'asc' | 'desc') => ({ due_date: d }),
    state: (d: 'asc' | 'desc') => ({ state: d }),
  },
  list: async (tx, _ctx, args) => {
    const where = withQ(args.where, args.q);
    const [rows, total] = await Promise.all([
      table(tx).findMany({ where, orderBy: [...(args.orderBy ?? DEFAULT_ORDER), { id: 'asc' }], skip: args.skip, take: args.take, select: REPORT_SELECT }),
      table(tx).count({ where }),
    ]);
    return { data: rows.map(reportRow), total };
  },
  get: async (tx, _ctx, id, scope) => {
    const row = await table(tx).findFirst({ where: { AND: [{ id }, scope] }, select: REPORT_SELECT });
    return row && detail(tx, row);
  },
  // The job makes the reports; the centre may make a missing one by hand (a school that opened mid-month).
  createRefusal: async (_tx, ctx) => (ctx.user.is_centre ? null : 'Havi beszámolót a rendszer készít; kézzel csak a központ pótolhat.'),
  create: async (tx, _ctx, data: TMonthlyReportCreate) => {
    if (!isSchoolMonth(data)) throw fieldError('month', 'Júliusra és augusztusra (nyári szünet) nincs havi beszámoló.');
    const school = await tx.institution.findUnique({ where: { id: data.institution }, select: { name: true, parent_id: true } });
    if (!school || school.parent_id === null) throw fieldError('institution', 'Havi beszámolót csak iskola készít.');
    const taken = await table(tx).findUnique({
      where: { institution_id_year_month: { institution_id: data.institution, year: data.year, month: data.month } },
      select: { id: true },
    });
    if (taken) throw fieldError('month', 'Az iskolának erre a hónapra már van havi beszámolója.');
    const created = await table(tx).create({
      data: {
        institution_id: data.institution,
        year: data.year,
        month: data.month,
        due_date: dueDateOf(data),
        search_text: reportSearchText(school.name, data),
      },
      select: { id: true },
    });
    return created.id;
  },
  update: async (tx, _ctx, id, data: TMonthlyReportUpdate) => {
    const { state } = await table(tx).findUniqueOrThrow({ where: { id }, select: { state: true } });
    if (state !== 'open') throw badRequest({ non_field_errors: ['Beküldött vagy lezárt havi beszámoló nem módosítható.'] });
    if (data.answers === undefined) return;
    await table(tx).update({ where: { id }, data: { answers: parseMonthlyAnswers(data.answers) as object }, select: { id: true } });
  },
  locked: (item) => item.state !== 'open',
  exportRows: async function* (tx, _ctx, where, q) {
    for (let skip = 0; ; skip += EXPORT_BATCH) {
      const rows = await table(tx).findMany({ where: withQ(where, q), orderBy: [...DEFAULT_ORDER], skip, take: EXPORT_BATCH, select: REPORT_SELECT });
      for (const r of rows) {
        const row = reportRow(r);
        yield { ...row, institution_name: row.institution.name, month_name: MONTH_NAMES[row.month - 1], due_date: r.due_date };
      }
      if (rows.length < EXPORT_BATCH) return;
    }
  },
  actions: {
    /** bekuldes/ (ours): the school hands its open report in; from then on it is read-only. */
    submit: action({
      on: 'item',
      method: 'POST',
      path: 'bekuldes/',
      summary: 'Havi beszámoló beküldése (nyitott → beküldve)',
      can: (_tx, _ctx, item) => (item.state === 'open' ? null : { message: 'Csak nyitott havi beszámoló küldhető be.' }),
      run: async (tx, _ctx, { id }) => moveReport(tx, id, 'open', { state: 'submitted', submitted_at: new Date() }),
    }),
    /** lezaras/ (ours): the centre accepts a submitted report; closed for good. */
    close: action({
      on: 'item',
      method: 'POST',
      path: 'lezaras/',
      summary: 'Havi beszámoló lezárása a központ által (beküldve → lezárva)',
      can: (_tx, ctx, item) => centreOnly(ctx) ?? (item.state === 'submitted' ? null : { message: 'Csak beküldött havi beszámoló zárható le.' }),
      run: async (tx, _ctx, { id }) => moveReport(tx, id, 'submitted', { state: 'closed', closed_at: new Date() }),
    }),
    /** visszanyitas/ (ours): the centre sends a submitted report back to the school to correct. */
    reopen: action({
      on: 'item',
      method: 'POST',
      path: 'visszanyitas/',
      summary: 'Havi beszámoló visszaküldése javításra (beküldve → nyitott)',
      can: (_tx, ctx, item) => centreOnly(ctx) ?? (item.state === 'submitted' ? null : { message: 'Csak beküldött havi beszámoló küldhető vissza.' }),
      run: async (tx, _ctx, { id }) => moveReport(tx, id, 'submitted', { state: 'open', submitted_at: null }),
    }),
  },
});
