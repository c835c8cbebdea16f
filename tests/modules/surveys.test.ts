// Surveys and their results (/api/kerdoivek/, /api/kerdoiv-eredmenyek/, MODULES.md §3.62–3.63,
// issue 28): a survey makes a result per target school; a school fills in its own (autosave takes
// a partial result, each answer checked by kind), closes it (every question answered), and a
// closed result changes for nobody until reopened; earlier answers beside the questions; the
// summary over closed results against counts made by hand from the demo answers; the scope.
import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { startTestServer, login, authHeader, type TTestServer } from '../helpers/server.ts';
import { surveysDemo } from '../../server/src/modules/surveys/surveys/demo.ts';
import { AUTUMN, AUTUMN_CLOSED } from '../../server/src/modules/surveys/surveys/demo-answers.ts';
import { MESSAGES } from '../../server/src/modules/answers.ts';
import { QUESTIONS_ANSWERED } from '../../server/src/modules/surveys/surveys/write.ts';
import { CLOSED_MESSAGE, LATE_MESSAGE } from '../../server/src/modules/surveys/survey-results/write.ts';
import type { TDemoRecordsKit } from '../../prisma/seed/demo/kit.ts';
import type { TSurveySummary } from '../../server/src/modules/surveys/surveys/summary.ts';

let server: TTestServer;
const tokens: Record<string, string> = {};
const results = '/api/kerdoiv-eredmenyek';
const surveysBase = '/api/kerdoivek';

type TResult = {
  id: number;
  answers: Record<string, unknown>;
  closed: boolean;
  closed_at: string | null;
  institution: { id: number; name: string };
  survey: { id: number; name: string; deadline: string; questions: { id: number; text: string; kind: string }[] };
  can_edit: boolean;
  can_close: boolean;
  can_reopen: boolean;
};

beforeAll(async () => {
  server = await startTestServer();
  await surveysDemo.records!.seed({ services: server.services } as TDemoRecordsKit);
  for (const who of ['igenylo.a', 'igenylo.b', 'tanugy', 'olvaso', 'admin']) tokens[who] = await login(server.app, `${who}@etanker.local`);
});

const send = (who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  server.app.inject({ method, url, headers: authHeader(tokens[who]), payload });

const iso = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A new survey of the centre for schools 001 and 002, open now, with a number and a choice question. */
async function newSurvey(name: string, open_from = iso(-1), deadline = iso(10)) {
  const schools = await server.services.prisma.institution.findMany({
    where: { unit_code: { in: ['001', '002'] }, parent_id: { not: null } },
    select: { id: true },
  });
  const res = await send('tanugy', 'POST', `${surveysBase}/`, {
    name,
    open_from,
    deadline,
    institutions: schools.map((s) => s.id),
    questions: [
      { text: 'Hány tanuló vett részt a félévben pályaorientációs programon?', kind: 'number' },
      { text: 'Van-e új duális partnerük?', kind: 'choice', choices: ['Igen', 'Nem'] },
    ],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}

async function resultOf(surveyId: number, unitCode: string, who = 'igenylo.a'): Promise<TResult> {
  const row = await server.services.prisma.surveyResult.findFirstOrThrow({
    where: { survey_id: surveyId, institution: { unit_code: unitCode, parent_id: { not: null } } },
    select: { id: true },
  });
  const res = await send(who, 'GET', `${results}/${row.id}/`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TResult>();
}

describe('surveys: a result per target school', () => {
  it('creating a survey makes one result per target school; a body of the documented fields alone targets every school', async () => {
    const id = await newSurvey('Két iskola kérdőíve');
    expect(await server.services.prisma.surveyResult.count({ where: { survey_id: id } })).toBe(2);
    const all = await send('tanugy', 'POST', `${surveysBase}/`, { name: 'Mindenkinek', open_from: iso(0), deadline: iso(5) });
    expect(all.statusCode, all.body).toBe(201);
    const schools = await server.services.prisma.institution.count({ where: { parent_id: { not: null }, is_active: true } });
    expect(await server.services.prisma.surveyResult.count({ where: { survey_id: all.json<{ id: number }>().id } })).toBe(schools);
  });

  it('a school reads only the surveys it is asked; it may not create one', async () => {
    const id = await newSurvey('Csak 001 és 002');
    const c = (await send('olvaso', 'GET', `${surveysBase}/${id}/`)).statusCode;
    expect(c).toBe(200);
    const other = await server.services.prisma.survey.findFirstOrThrow({ where: { name: 'Mindenkinek' }, select: { id: true } });
    expect((await send('igenylo.b', 'GET', `${surveysBase}/${other.id}/`)).statusCode).toBe(200);
    expect((await send('igenylo.a', 'POST', `${surveysBase}/`, { name: 'X', open_from: iso(0), deadline: iso(1) })).statusCode).toBe(403);
  });

  it('questions that results have answered no longer change (409), the survey is kept', async () => {
    const id = await newSurvey('Megválaszolt kérdések');
    const r = await resultOf(id, '001');
    expect((await send('igenylo.a', 'PUT', `${results}/${r.id}/`, { answers: { 1: 10 } })).statusCode).toBe(200);
    const survey = (await send('tanugy', 'GET', `${surveysBase}/${id}/`)).json<Record<string, unknown>>();
    const res = await send('tanugy', 'PUT', `${surveysBase}/${id}/`, { ...survey, questions: [{ text: 'Egészen más kérdés', kind: 'text' }] });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual({ detail: QUESTIONS_ANSWERED });
    expect((await send('tanugy', 'PUT', `${surveysBase}/${id}/`, { ...survey, name: 'Átnevezve' })).statusCode).toBe(200);
  });
});

describe('survey results: autosave, close and reopen', () => {
  it('a partial result is saved; a wrong answer is a 400 naming its question and nothing changes', async () => {
    const id = await newSurvey('Részleges mentés');
    const r = await resultOf(id, '001');
    expect(r.can_edit).toBe(true);
    const saved = await send('igenylo.a', 'PUT', `${results}/${r.id}/`, { ...r, answers: { 1: 12 } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<TResult>().answers).toEqual({ 1: 12 });
    const bad = await send('igenylo.a', 'PUT', `${results}/${r.id}/`, { answers: { 1: 'sok', 2: 'Talán' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      answers: [
        [1, MESSAGES.number],
        [2, MESSAGES.choice],
      ],
    });
    expect((await resultOf(id, '001')).answers).toEqual({ 1: 12 });
  });

  it('closing needs every question answered; a closed result changes for nobody until it is reopened', async () => {
    const id = await newSurvey('Lezárás');
    const r = await resultOf(id, '001');
    const missing = await send('igenylo.a', 'POST', `${results}/${r.id}/lezaras/`, { answers: { 1: 5 } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ answers: [[2, MESSAGES.missing]] });
    const closed = await send('igenylo.a', 'POST', `${results}/${r.id}/lezaras/`, { ...r, answers: { 1: 5, 2: 'Igen' } });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json<TResult>()).toMatchObject({ closed: true, can_edit: false, can_reopen: true, answers: { 1: 5, 2: 'Igen' } });
    const put = await send('igenylo.a', 'PUT', `${results}/${r.id}/`, { answers: { 1: 6, 2: 'Nem' } });
    expect(put.statusCode).toBe(400);
    expect(put.json()).toEqual({ non_field_errors: [CLOSED_MESSAGE] });
    expect((await send('igenylo.a', 'POST', `${results}/${r.id}/lezaras/`, { answers: { 1: 6, 2: 'Nem' } })).statusCode).toBe(400);
    expect((await send('olvaso', 'POST', `${results}/${r.id}/ujranyitas/`, {})).statusCode).toBe(403);
    const reopened = await send('tanugy', 'POST', `${results}/${r.id}/ujranyitas/`, {});
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json<TResult>()).toMatchObject({ closed: false, closed_at: null });
    expect((await send('igenylo.a', 'PUT', `${results}/${r.id}/`, { answers: { 1: 6, 2: 'Nem' } })).statusCode).toBe(200);
    expect((await send('igenylo.a', 'POST', `${results}/${r.id}/lezaras/`, {})).statusCode).toBe(200);
    expect((await send('igenylo.a', 'POST', `${results}/${r.id}/ujranyitas/`, {})).statusCode).toBe(200);
  });

  it('after the deadline the school can no longer change, close or reopen; the centre reopens', async () => {
    const id = await newSurvey('Lejárt', iso(-20), iso(-1));
    const r = await resultOf(id, '001');
    expect(r).toMatchObject({ can_edit: false, can_close: false });
    const late = await send('igenylo.a', 'PUT', `${results}/${r.id}/`, { answers: { 1: 1 } });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ non_field_errors: [LATE_MESSAGE] });
    await server.services.prisma.surveyResult.update({ where: { id: r.id }, data: { closed: true, closed_at: new Date() } });
    expect((await send('igenylo.a', 'POST', `${results}/${r.id}/ujranyitas/`, {})).statusCode).toBe(400);
    expect((await send('tanugy', 'POST', `${results}/${r.id}/ujranyitas/`, {})).statusCode).toBe(200);
  });

  it("a school reads only its own results (another school's is a 404), and not before the survey opens", async () => {
    const id = await newSurvey('Hatókör');
    const own = await resultOf(id, '002', 'igenylo.b');
    expect((await send('igenylo.a', 'GET', `${results}/${own.id}/`)).statusCode).toBe(404);
    expect((await send('igenylo.a', 'PUT', `${results}/${own.id}/`, { answers: { 1: 1 } })).statusCode).toBe(404);
    const list = (await send('igenylo.a', 'GET', `${results}/?limit=100`)).json<{ data: TResult[] }>();
    expect(list.data.every((row) => row.institution.name === own.institution.name)).toBe(false);
    expect(list.data.some((row) => row.id === own.id)).toBe(false);
    const later = await newSurvey('Jövőbeli', iso(5), iso(20));
    const row = await server.services.prisma.surveyResult.findFirstOrThrow({
      where: { survey_id: later, institution: { unit_code: '001' } },
      select: { id: true },
    });
    expect((await send('igenylo.a', 'GET', `${results}/${row.id}/`)).statusCode).toBe(404);
    expect((await send('tanugy', 'GET', `${results}/${row.id}/`)).statusCode).toBe(200);
  });
});

describe('survey results: earlier answers beside the questions', () => {
  it("the spring result shows the school's closed autumn answers to the same questions", async () => {
    const spring = await server.services.prisma.survey.findFirstOrThrow({ where: { name: 'Tavaszi intézményi kérdőív' }, select: { id: true } });
    const r = await resultOf(spring.id, '001');
    const res = await send('igenylo.a', 'GET', `${results}/${r.id}/elozo-eredmenyek/`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ questions: { question: number; previous: { survey: { name: string }; value: unknown }[] }[] }>();
    expect(body.questions.find((q) => q.question === 1)?.previous).toEqual([
      expect.objectContaining({ survey: expect.objectContaining({ name: 'Őszi intézményi kérdőív' }), value: 120 }),
    ]);
    expect(body.questions.find((q) => q.question === 3)?.previous[0].value).toEqual(['Nyílt nap', 'Szakmák éjszakája']);
  });
});

describe('surveys: the summary over closed results', () => {
  it('counts, sums, averages, distributions and texts equal the ones made by hand from the closed demo results (004 left out); the xlsx has the same', async () => {
    const autumn = await server.services.prisma.survey.findFirstOrThrow({ where: { name: 'Őszi intézményi kérdőív' }, select: { id: true } });
    const res = await send('tanugy', 'GET', `${surveysBase}/${autumn.id}/osszegzes/`);
    expect(res.statusCode, res.body).toBe(200);
    const summary = res.json<TSurveySummary>();
    const closed = AUTUMN_CLOSED.map((unit) => AUTUMN[unit]);
    const numbers = closed.map((a) => a[1] as number);
    const sum = numbers.reduce((s, n) => s + n, 0);
    expect(summary).toMatchObject({ closed_count: 3, result_count: 4 });
    expect(summary.questions[0].stats).toEqual({
      count: 3,
      sum,
      avg: Math.round((sum / 3) * 100) / 100,
      min: Math.min(...numbers),
      max: Math.max(...numbers),
    });
    const chosen = (choice: string) => closed.filter((a) => a[2] === choice).length;
    expect(summary.questions[1].distribution).toEqual([
      { choice: 'Nagyon elégedett', count: chosen('Nagyon elégedett') },
      { choice: 'Elégedett', count: chosen('Elégedett') },
      { choice: 'Kevéssé elégedett', count: 0 },
      { choice: 'Elégedetlen', count: 0 },
    ]);
    expect(summary.questions[3].answers!.map((a) => a.value).sort()).toEqual(closed.map((a) => a[4] as string).sort());
    expect(summary.questions[2].answers).toHaveLength(2);

    const xlsx = await send('tanugy', 'GET', `${surveysBase}/${autumn.id}/osszegzes/export/`);
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const rows = book.worksheets[0].getSheetValues().filter(Boolean) as unknown[][];
    const numberRow = rows.find((row) => row[3] === 'Számok')!;
    expect(numberRow.slice(5, 10)).toEqual([3, sum, Math.round((sum / 3) * 100) / 100, Math.min(...numbers), Math.max(...numbers)]);
  });

  it("a school's summary counts its own closed result only", async () => {
    const autumn = await server.services.prisma.survey.findFirstOrThrow({ where: { name: 'Őszi intézményi kérdőív' }, select: { id: true } });
    const summary = (await send('igenylo.a', 'GET', `${surveysBase}/${autumn.id}/osszegzes/`)).json<TSurveySummary>();
    expect(summary).toMatchObject({ closed_count: 1, result_count: 1 });
    expect(summary.questions[0].stats?.sum).toBe(AUTUMN['001'][1]);
  });
});
