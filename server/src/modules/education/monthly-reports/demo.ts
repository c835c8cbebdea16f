// Demo monthly reports: the school year so far (September up to this month; in the summer the year
// just ended) for every school, as the job makes them; the two demo schools' past months answered
// and closed (002's last one submitted, waiting for the centre), this month's open, 001's partly
// answered. The extraordinary events' demo falls into October and November (linked by their day).
import type { TPrisma } from '../../../db/client.ts';
import { defineDemo, type TDemoRecordsKit } from '../../../../../prisma/seed/demo/kit.ts';
import { MONTH_NAMES } from '@etanker/shared/monthly-reports.ts';
import { parseMonthlyAnswers } from './answers.ts';
import { budapestMonthOf, makeMonthlyReports, schoolYearMonths, type TReportMonth } from './schedule.ts';

const day = (m: TReportMonth, d: number) => `${m.year}-${String(m.month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** A month's answers of a school, varied by the month so that the months differ. */
function answersOf(m: TReportMonth, place: string, i: number) {
  return parseMonthlyAnswers({
    problems: i % 2 ? `Két matematikatanár tartós betegsége miatt helyettesítéssel oldottuk meg az órákat (${MONTH_NAMES[m.month - 1]}).` : '',
    statistics: { sni_person_count: 14 + i, students_came: i % 3, students_left: (i + 1) % 2 },
    certificate_changes: i === 0 ? [{ user: 'Nagy Katalin', date: day(m, 15), new_level: 'Pedagógus II.' }] : [],
    competitions: [
      {
        name: 'Szakma Kiváló Tanulója Verseny (SZKTV) megyei forduló',
        type: 'Szakmai',
        classes: '11.A, 12.B',
        participant_count: 4 + i,
        result: `${i + 2}. hely`,
      },
    ],
    conference_attendances: [{ date: day(m, 10), topic: 'Digitális pedagógia a szakképzésben', users: 'Kiss Anna, Szabó Péter' }],
    school_event: [
      {
        name: i === 0 ? 'Tanévnyitó ünnepség' : 'Nyílt nap',
        type: 'Iskolai ünnepség',
        description: `${place}i telephely, a szülők és a leendő diákok részvételével.`,
      },
    ],
    teacher_assignment_changes: i === 1 ? [{ reason: 'Óraadó tanár szerződésének megszűnése', date: day(m, 30 - 2) }] : [],
    teacher_meetings: [{ date: day(m, 3), topic: 'Havi nevelőtestületi értekezlet', description: 'A hónap feladatai, a tanulmányi eredmények értékelése.' }],
  });
}

async function answerAndClose(prisma: TPrisma, institution_id: number, m: TReportMonth, answers: object, state: 'open' | 'submitted' | 'closed') {
  const submitted_at = state === 'open' ? null : new Date(Date.UTC(m.year, m.month, 3, 9));
  await prisma.monthlyReport.update({
    where: { institution_id_year_month: { institution_id, year: m.year, month: m.month } },
    data: { answers, state, submitted_at, closed_at: state === 'closed' ? new Date(Date.UTC(m.year, m.month, 6, 10)) : null },
    select: { id: true },
  });
}

async function seedDemoMonthlyReports({ services: { prisma }, people: p }: TDemoRecordsKit): Promise<void> {
  const now = new Date();
  const months = schoolYearMonths(now);
  for (const m of months) await makeMonthlyReports(prisma, m);
  // In the summer every month of the school year is past: all of them are answered.
  const thisMonth = budapestMonthOf(now);
  const current = months.find((m) => m.year === thisMonth.year && m.month === thisMonth.month);
  const schools = [
    { id: p.requesterA.user.institution_id!, place: 'Debrecen' },
    { id: p.requesterB.user.institution_id!, place: 'Nyíregyháza' },
  ];
  const past = months.filter((m) => m !== current);
  for (const [s, school] of schools.entries()) {
    for (const [i, m] of past.entries()) {
      const waiting = s === 1 && i === past.length - 1;
      await answerAndClose(prisma, school.id, m, answersOf(m, school.place, i), waiting ? 'submitted' : 'closed');
    }
    if (current && s === 0) {
      const partial = parseMonthlyAnswers({ problems: 'A fűtéskorszerűsítés miatt két tanterem nem használható.', statistics: { sni_person_count: 15 } });
      await answerAndClose(prisma, school.id, current, partial, 'open');
    }
  }
}

export const monthlyReportsDemo = defineDemo({ records: { order: 330, seed: seedDemoMonthlyReports } });
