// Demo graduation exam contracts of the first two schools in every state (the kit's walk,
// workflow/exam-demo.ts): the spring 2026 written and oral exams, employees filled from their HR
// files as kitolt/ fills them, and an outside exam president typed in.
import { makeBankAccount, makeTaj, makeTaxId } from '@etanker/shared/identifiers.ts';
import { seedExamDemo } from '../../../workflow/exam-demo.ts';
import { contractorOfEmployee } from '../../contractor-prefill.ts';
import { graduationContracts, GRADUATION_TABLES } from './module.ts';
import { ZGraduationInput } from './manifest.ts';
import { defineDemo, type TDemoRecordsKit } from '../../../../../prisma/seed/demo/kit.ts';

/** Keys of exam_seasons and graduation_contract_types (prisma/seed/lists/education.ts). */
const SPRING_25_26 = 4;
const [PRESIDENT, EXAMINER, CORRECTOR] = [1, 2, 3];

const PRESIDENT_FROM_OUTSIDE = {
  name: 'Dr. Bodnár Ilona',
  birth_date: '1968-03-21',
  birth_place: 'Miskolc',
  mothers_name: 'Lakatos Ágnes',
  tax_id: makeTaxId('1968-03-21', 412),
  social_security_number: makeTaj(71_234_560),
  bank_name: 'K&H Bank Zrt.',
  bank_account_number: makeBankAccount('1040000', 77_120),
  address: { zip_code: '3530', city: 'Miskolc', address_1: 'Széchenyi utca 14.' },
};

const task = (type: number, class_name: string, day: string, hours: number, salary: number, students = 24) => ({
  type,
  class_name,
  students_count: students,
  start_date: day,
  end_date: day,
  number_of_hours: hours,
  contributor_salary: type === PRESIDENT ? 6000 : 0,
  salary,
});

const terms = (n: number) => ({
  season: SPRING_25_26,
  high_level: n % 4 === 3,
  reference_number_high_level: n % 4 === 3 ? `OH-ÉR/2026/${100 + n}` : '',
  completion_location: 'Az iskola épülete',
  tasks:
    n % 3 === 0
      ? [task(PRESIDENT, '12.A', '2026-06-15', 8, 5200), task(PRESIDENT, '12.B', '2026-06-16', 7.5, 5200, 22)]
      : [task(n % 3 === 1 ? EXAMINER : CORRECTOR, `12.${'ABC'[n % 3]}`, '2026-05-05', 4.5, 3900)],
});

async function seedDemoGraduationContracts({ people: p, step }: TDemoRecordsKit): Promise<void> {
  const demo = {
    module: graduationContracts,
    tables: GRADUATION_TABLES,
    input: ZGraduationInput,
    fill: contractorOfEmployee,
    terms,
    // One student fewer took the exam, the last day ran half an hour longer.
    finals: (t: Record<string, unknown>) => ({
      final_students_count: Number(t.students_count) - 1,
      final_number_of_hours: Number(t.number_of_hours) + 0.5,
      final_contributor_salary: t.contributor_salary,
      final_salary: t.salary,
    }),
  };
  await seedExamDemo(demo, { step, centralHr: p.centralHr }, [
    {
      requester: p.requesterA,
      manager: p.managerA,
      examiners: ['kiss.anna@dolgozo.etanker.local', PRESIDENT_FROM_OUTSIDE, 'juhasz.marton@dolgozo.etanker.local'],
    },
    {
      requester: p.requesterB,
      manager: p.managerB,
      examiners: ['szilagyi.akos@dolgozo.etanker.local', PRESIDENT_FROM_OUTSIDE, 'pinter.reka@dolgozo.etanker.local'],
    },
  ]);
}

export const graduationContractsDemo = defineDemo({ records: { order: 230, seed: seedDemoGraduationContracts } });
