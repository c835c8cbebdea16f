// Writing a yearly report: base numbers and answers in one transaction, the answers checked
// against their questions first (questions.ts); a closed report changes for nobody.
import type { TTx } from '../../../db/client.ts';
import { AppError, badRequest } from '../../../http/errors.ts';
import { normalizeSearch } from '@etanker/shared/format.ts';
import { loadQuestions } from './questions.ts';
import { checkAnswers, type TAnswerInput } from '../../answers.ts';
import { dueDateOf, schoolYearLabel } from './school-year.ts';

export const CLOSED_MESSAGE = 'A lezárt éves beszámoló nem módosítható.';
export const TAKEN_MESSAGE = 'Ennek az intézménynek erre a tanévre már van éves beszámolója.';

export interface TReportInput {
  institution: number;
  year: number;
  base_numbers: { teacher_count: number | null; student_count: number | null };
  answers?: TAnswerInput[];
}

/** A PUT's parts: each left out (or a count left out) stays as stored. */
export interface TReportUpdate {
  base_numbers?: { teacher_count?: number | null; student_count?: number | null };
  answers?: TAnswerInput[];
}

export async function searchTextOf(tx: TTx, institutionId: number, year: number): Promise<string> {
  const institution = await tx.institution.findUniqueOrThrow({ where: { id: institutionId }, select: { name: true } });
  return normalizeSearch(`${institution.name} ${schoolYearLabel(year)}`);
}

/** The answers' rows, or the spec's 400 ({answers: [[question, message], …]}) before anything is written. */
async function checkedAnswers(tx: TTx, answers: TAnswerInput[] | undefined) {
  if (answers === undefined) return undefined;
  const { errors, rows } = checkAnswers(await loadQuestions(tx), answers);
  if (errors.length) throw new AppError(400, { answers: errors });
  return rows;
}

async function writeAnswers(tx: TTx, id: number, rows: Awaited<ReturnType<typeof checkedAnswers>>) {
  if (rows === undefined) return;
  await tx.yearlyReportAnswer.deleteMany({ where: { yearly_report_id: id } });
  await tx.yearlyReportAnswer.createMany({ data: rows.map((r) => ({ ...r, yearly_report_id: id })) });
}

/** POST / (ours): a report the job has not made (a past year, a school opened mid-year). */
export async function createReport(tx: TTx, data: TReportInput): Promise<number> {
  const rows = await checkedAnswers(tx, data.answers);
  const taken = await tx.yearlyReport.findFirst({ where: { institution_id: data.institution, year: data.year }, select: { id: true } });
  if (taken) throw badRequest({ year: [TAKEN_MESSAGE] });
  const { id } = await tx.yearlyReport.create({
    data: {
      institution_id: data.institution,
      year: data.year,
      teacher_count: data.base_numbers.teacher_count,
      student_count: data.base_numbers.student_count,
      due_date: new Date(`${dueDateOf(data.year)}T00:00:00Z`),
      search_text: await searchTextOf(tx, data.institution, data.year),
    },
    select: { id: true },
  });
  await writeAnswers(tx, id, rows);
  return id;
}

/**
 * PUT: base numbers and answers (what is left out stays as it is). The institution and the
 * school year are the report's for good: PUT takes them back as GET answered them and keeps the
 * stored ones. The row is locked first, so a closing running beside it is seen.
 */
export async function updateReport(tx: TTx, id: number, data: TReportUpdate): Promise<void> {
  const [row] = await tx.$queryRaw<{ closed: boolean }[]>`SELECT closed FROM "YearlyReport" WHERE id = ${id} FOR UPDATE`;
  if (row?.closed) throw badRequest({ non_field_errors: [CLOSED_MESSAGE] });
  const rows = await checkedAnswers(tx, data.answers);
  const counts = data.base_numbers ?? {};
  await tx.yearlyReport.update({
    where: { id },
    data: { teacher_count: counts.teacher_count, student_count: counts.student_count },
    select: { id: true },
  });
  await writeAnswers(tx, id, rows);
}
