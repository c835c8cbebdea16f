// Yearly reports (/api/eves-beszamolok/, MODULES.md §3.34, issue 26): the answers checked against
// their questions (the spec's 400: `answers` as [question, message] pairs, nothing saved), closing
// (read-only for everybody after it), the summary against sums made by hand from the demo
// reports (open reports left out), its xlsx and PDF, the creation job run twice, and the scope.
import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';
import { demo } from '../../server/src/modules/education/yearly-reports/demo.ts';
import { createYearlyReports, yearlyReportsJob } from '../../server/src/modules/education/yearly-reports/job.ts';
import { currentSchoolYear } from '../../server/src/modules/education/yearly-reports/school-year.ts';
import { MESSAGES } from '../../server/src/modules/answers.ts';
import { CLOSED_MESSAGE } from '../../server/src/modules/education/yearly-reports/write.ts';
import { CLOSED_LAST_YEAR, LAST_YEAR } from '../../server/src/modules/education/yearly-reports/demo-answers.ts';
import { formatNumber } from '@etanker/shared/format.ts';
import { extractPdfText } from '../../server/src/pdf/extract-text.ts';
import type { TDemoRecordsKit } from '../../prisma/seed/demo/kit.ts';
import type { TSummary } from '../../server/src/modules/education/yearly-reports/summary.ts';

let server: TTestServer;
const tokens: Record<string, string> = {};
const base = '/api/eves-beszamolok';
const year = currentSchoolYear();

type TReport = {
  id: number;
  institution: { id: number; name: string };
  year: number;
  closed: boolean;
  can_edit: boolean;
  base_numbers: { teacher_count: number | null; student_count: number | null };
  answers: { question: number; value: string | number | null; array_value: string[] | null }[];
  questions: { id: number; kind: string; choices: string[] }[];
  generated_report: { url: string } | null;
};

beforeAll(async () => {
  server = await startTestServer();
  await demo.records!.seed({ services: server.services } as TDemoRecordsKit);
  for (const who of ['igenylo.a', 'igenylo.b', 'tanugy', 'olvaso']) tokens[who] = await login(server.app, `${who}@etanker.local`);
});

const send = (who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  server.app.inject({ method, url, headers: authHeader(tokens[who]), payload });

/** The report of a demo school (by unit code) for a school year, as its school reads it. */
async function reportOf(who: string, unitCode: string, reportYear: number): Promise<TReport> {
  const row = await server.services.prisma.yearlyReport.findFirstOrThrow({
    where: { year: reportYear, institution: { unit_code: unitCode, parent_id: { not: null } } },
    select: { id: true },
  });
  const res = await send(who, 'GET', `${base}/${row.id}/`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TReport>();
}

describe('yearly reports: answers are checked against their questions', () => {
  it('a number question refuses text, a choice outside its choices and a value on a list question are refused, each naming its question; nothing is saved', async () => {
    const before = await reportOf('igenylo.a', '001', year);
    const res = await send('igenylo.a', 'PUT', `${base}/${before.id}/`, {
      ...before,
      base_numbers: { teacher_count: 99, student_count: 999 },
      answers: [
        { question: 1, value: 'sok' },
        { question: 2, value: 600 },
        { question: 11, value: 'Nagyon jó' },
        { question: 13, value: 'Egy pályázat' },
      ],
    });
    expect(res.statusCode, res.body).toBe(400);
    const errors = res.json<{ answers: [number, string][] }>().answers;
    expect(errors).toEqual([
      [1, MESSAGES.number],
      [11, MESSAGES.choice],
      [13, MESSAGES.list],
    ]);
    // The spec's client reads the first element as the question's number.
    expect(errors.map((e) => Number(e[0]))).toEqual([1, 11, 13]);
    const after = await reportOf('igenylo.a', '001', year);
    expect(after.answers).toEqual(before.answers);
    expect(after.base_numbers).toEqual(before.base_numbers);
  });

  it('GET → PUT with valid answers saves them; a number may come as text', async () => {
    const before = await reportOf('igenylo.a', '001', year);
    const answers = [...before.answers.filter((a) => a.question !== 2), { question: 2, value: '615' }, { question: 14, array_value: ['Nyílt nap'] }];
    const res = await send('igenylo.a', 'PUT', `${base}/${before.id}/`, { ...before, answers });
    expect(res.statusCode, res.body).toBe(200);
    const after = await reportOf('igenylo.a', '001', year);
    expect(after.answers).toContainEqual({ question: 2, value: 615, array_value: null });
    expect(after.answers).toContainEqual({ question: 14, value: null, array_value: ['Nyílt nap'] });
  });

  it('a PUT of the documented answers alone is taken; what it leaves out stays', async () => {
    const before = await reportOf('igenylo.b', '002', year);
    const res = await send('igenylo.b', 'PUT', `${base}/${before.id}/`, { answers: [...before.answers, { question: 3, value: 90 }] });
    expect(res.statusCode, res.body).toBe(200);
    const after = await reportOf('igenylo.b', '002', year);
    expect(after.base_numbers).toEqual(before.base_numbers);
    expect(after.answers).toContainEqual({ question: 3, value: 90, array_value: null });
    expect(after.answers).toHaveLength(before.answers.length + 1);
  });
});

describe('yearly reports: closing', () => {
  it('refuses to close with unanswered questions; once closed, nobody changes it (PUT → 400, nothing changes)', async () => {
    const report = await reportOf('igenylo.a', '001', year);
    const early = await send('igenylo.a', 'POST', `${base}/${report.id}/lezaras/`, {});
    expect(early.statusCode, early.body).toBe(400);
    const missing = early.json<{ answers: [number, string][] }>().answers;
    expect(missing.length).toBeGreaterThan(0);
    expect(missing.every(([, message]) => message === MESSAGES.missing)).toBe(true);

    const full = report.questions.map((q) =>
      q.kind === 'number'
        ? { question: q.id, value: 10 }
        : q.kind === 'choice'
          ? { question: q.id, value: q.choices[0] }
          : q.kind === 'list'
            ? { question: q.id, array_value: ['Egy'] }
            : { question: q.id, value: 'Szöveg' },
    );
    const saved = await send('igenylo.a', 'PUT', `${base}/${report.id}/`, {
      ...report,
      base_numbers: { teacher_count: 60, student_count: 640 },
      answers: full,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const closed = await send('igenylo.a', 'POST', `${base}/${report.id}/lezaras/`, {});
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json<TReport>()).toMatchObject({ closed: true, can_edit: false });

    const stored = await reportOf('igenylo.a', '001', year);
    for (const who of ['igenylo.a', 'tanugy']) {
      const put = await send(who, 'PUT', `${base}/${report.id}/`, { ...stored, base_numbers: { teacher_count: 1, student_count: 1 }, answers: [] });
      expect(put.statusCode, put.body).toBe(400);
      expect(put.json()).toEqual({ non_field_errors: [CLOSED_MESSAGE] });
    }
    expect(await reportOf('igenylo.a', '001', year)).toEqual(stored);
    expect((await send('igenylo.a', 'POST', `${base}/${report.id}/lezaras/`, {})).statusCode).toBe(400);
  });
});

describe('yearly reports: the summary', () => {
  const sumOf = (question: number) => CLOSED_LAST_YEAR.map((unit) => LAST_YEAR[unit].answers.find((a) => a.question === question)!.value as number);

  it('sums the closed reports of the year only (004 is open), as computed by hand', async () => {
    const res = await send('tanugy', 'GET', `${base}/osszegzes/?year=${year - 1}`);
    expect(res.statusCode, res.body).toBe(200);
    const summary = res.json<TSummary>();
    expect(summary).toMatchObject({ year: year - 1, closed_count: 3, report_count: 4 });
    // 58 + 41 + 47 teachers, 612 + 438 + 527 students (004's 39 and 389 are left out).
    expect(summary.base_numbers).toEqual({ teacher_count: 146, student_count: 1577 });
    const q = (id: number) => summary.questions.find((x) => x.id === id)!;
    expect(q(1).stats).toEqual({ count: 3, sum: 1577, avg: 525.67, min: 438, max: 612 });
    expect(q(8).stats).toEqual({ count: 3, sum: 77, avg: 25.67, min: 18, max: 37 });
    for (const question of summary.questions.filter((x) => x.kind === 'number')) {
      const values = sumOf(question.id);
      const sum = values.reduce((a, b) => a + b, 0);
      expect(question.stats).toEqual({ count: 3, sum, avg: Math.round((sum / 3) * 100) / 100, min: Math.min(...values), max: Math.max(...values) });
    }
    // 001 Kiváló, 002 Jó, 003 Jó; 004's Megfelelő is open.
    expect(q(11).distribution).toEqual([
      { choice: 'Kiváló', count: 1 },
      { choice: 'Jó', count: 2 },
      { choice: 'Megfelelő', count: 0 },
      { choice: 'Fejlesztendő', count: 0 },
    ]);
    // By school name: Bethlen (002), Kossuth (003), Petőfi (001).
    expect(q(13).answers!.map((a) => a.array_value.length)).toEqual([1, 2, 2]);
    expect(q(15).answers).toHaveLength(2);
  });

  it('a school sums only its own reports', async () => {
    const summary = (await send('igenylo.a', 'GET', `${base}/osszegzes/?year=${year - 1}`)).json<TSummary>();
    expect(summary.closed_count).toBe(1);
    expect(summary.questions.find((x) => x.id === 1)!.stats).toMatchObject({ sum: 612, count: 1 });
  });

  it('the xlsx and the PDF show the same numbers', async () => {
    const xlsx = await send('tanugy', 'GET', `${base}/osszegzes/export/?year=${year - 1}`);
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const rows = book.worksheets[0].getSheetValues().filter(Boolean) as unknown[][];
    const numbers = rows.find((r) => r[1] === 1 && r[3] === 'Számok')!;
    expect(numbers.slice(5, 10)).toEqual([3, 1577, 525.67, 438, 612]);
    expect(rows.find((r) => r[2] === 'Pedagógusok száma összesen')![6]).toBe(146);

    const pdf = await send('tanugy', 'GET', `${base}/osszegzes/pdf/?year=${year - 1}`);
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await extractPdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain(`Tanulók száma összesen ${formatNumber(1577)}`);
    expect(text).toContain(`3 ${formatNumber(1577)} ${formatNumber(525.67)} 438 612`);
  });
});

describe('yearly reports: the PDF of a report', () => {
  it('pdf-generalasa/ stores a real PDF as generated_report; read-only users may not make one', async () => {
    const report = await reportOf('igenylo.a', '001', year - 1);
    expect((await send('olvaso', 'POST', `${base}/${report.id}/pdf-generalasa/`, {})).statusCode).toBe(403);
    const res = await send('igenylo.a', 'POST', `${base}/${report.id}/pdf-generalasa/`, {});
    expect(res.statusCode, res.body).toBe(200);
    const url = res.json<TReport>().generated_report!.url;
    const file = await send('igenylo.a', 'GET', url);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await extractPdfText(file.rawPayload)).toContain('Éves beszámoló');
  });
});

describe('yearly reports: scope', () => {
  it("a school neither reads nor changes another school's report", async () => {
    const other = await reportOf('igenylo.b', '002', year);
    for (const [method, path] of [
      ['GET', ''],
      ['PUT', ''],
      ['POST', 'lezaras/'],
      ['POST', 'pdf-generalasa/'],
      ['GET', 'pdf/'],
    ] as const) {
      const res = await send('igenylo.a', method, `${base}/${other.id}/${path}`, method === 'GET' ? undefined : other);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
    }
    const list = (await send('igenylo.a', 'GET', `${base}/?limit=100`)).json<{ data: TReport[] }>().data;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((r) => r.institution.id !== other.institution.id)).toBe(true);
    const centre = (await send('tanugy', 'GET', `${base}/?limit=100`)).json<{ total: number }>();
    expect(centre.total).toBeGreaterThanOrEqual(8);
    // q finds a school by its name, accents or not.
    const found = (await send('tanugy', 'GET', `${base}/?q=petofi`)).json<{ data: TReport[] }>().data;
    expect(found.length).toBeGreaterThanOrEqual(2);
    expect(found.every((r) => r.institution.name.includes('Petőfi'))).toBe(true);
  });
});

describe('yearly reports: made by the job', () => {
  it('running it twice (and twice at once) makes each school one report of the year', async () => {
    const prisma = server.services.prisma;
    const schools = await prisma.institution.count({ where: { parent_id: { not: null }, is_active: true } });
    expect(await createYearlyReports(prisma, year + 1)).toBe(schools);
    expect(await createYearlyReports(prisma, year + 1)).toBe(0);
    await Promise.all([createYearlyReports(prisma, year + 2), createYearlyReports(prisma, year + 2)]);
    await yearlyReportsJob.run({ prisma }, {});
    await yearlyReportsJob.run({ prisma }, {});
    for (const y of [year, year + 1, year + 2]) expect(await prisma.yearlyReport.count({ where: { year: y } })).toBe(schools);
    const next = await prisma.yearlyReport.findFirstOrThrow({ where: { year: year + 1 }, select: { due_date: true, closed: true } });
    expect(next).toEqual({ due_date: new Date(`${year + 2}-07-15T00:00:00Z`), closed: false });
  });
});
