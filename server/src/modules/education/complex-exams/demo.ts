// Demo complex exam contracts of the first two schools in every state (the kit's walk,
// workflow/exam-demo.ts): the spring 2026 vocational exams, employees filled from their HR files as
// kitolt/ fills them, and an engineer of a partner company examining through it (a corporate contract).
import { makeBankAccount, makeTaj, makeTaxId } from '@etanker/shared/identifiers.ts';
import { seedExamDemo } from '../../../workflow/exam-demo.ts';
import { contractorOfEmployee } from '../../contractor-prefill.ts';
import { complexExams, COMPLEX_TABLES } from './module.ts';
import { ZComplexExamInput } from './manifest.ts';
import { defineDemo, type TDemoRecordsKit } from '../../../../../prisma/seed/demo/kit.ts';

/** Keys of exam_seasons and complex_exam_types (prisma/seed/lists/education.ts). */
const SPRING_25_26 = 4;
const [CHAIR, MEMBER, ASSESSOR] = [1, 2, 3];

/** A partner company's engineer: the fee goes to the company (identifiers with valid check digits). */
const ENGINEER = {
  name: 'Fekete Zoltán',
  birth_date: '1979-10-02',
  birth_place: 'Debrecen',
  mothers_name: 'Bíró Erika',
  tax_id: makeTaxId('1979-10-02', 518),
  social_security_number: makeTaj(44_556_677),
  bank_name: 'OTP Bank Nyrt.',
  bank_account_number: makeBankAccount('1177301', 66_031),
  address: { zip_code: '4031', city: 'Debrecen', address_1: 'István út 8.' },
  corporate_contract: true,
  company_name: 'Hajdú Gépészeti Kft.',
  tax_number: '12345676-2-09',
  company_identification_number: '09-09-123456',
  company_statistical_number: '12345676-2562-113-09',
};

const PROFESSIONS = [
  { profession_name: 'Szoftverfejlesztő és -tesztelő', okj_id: '', szj_id: '5 0613 12 03', category: 'Informatika és távközlés' },
  { profession_name: 'Gépgyártástechnológiai technikus', okj_id: '', szj_id: '5 0715 10 04', category: 'Gépészet' },
  { profession_name: 'Hegesztő', okj_id: '34 521 06', szj_id: '', category: 'Gépészet' },
];

const terms = (n: number) => ({
  season: SPRING_25_26,
  completion_location: 'Az iskola tanműhelye',
  travel_and_accommodation_fee: n % 3 === 1 ? 18_600 : 0,
  tasks: [
    // The chair's and the members' fee per exam day (hours 1), the assessor's per hour.
    { type: n % 2 ? MEMBER : CHAIR, ...PROFESSIONS[n % 3], students_count: 12 + (n % 5), salary: n % 2 ? 32_000 : 45_000 },
    ...(n % 3 === 2 ? [{ type: ASSESSOR, ...PROFESSIONS[n % 3], students_count: 12, number_of_hours: 6.5, salary: 4100 }] : []),
  ],
});

async function seedDemoComplexExams({ people: p, step }: TDemoRecordsKit): Promise<void> {
  const demo = {
    module: complexExams,
    tables: COMPLEX_TABLES,
    input: ZComplexExamInput,
    fill: contractorOfEmployee,
    terms,
    // One candidate did not appear; the hours and rates were as planned.
    finals: (t: Record<string, unknown>) => ({
      final_students_count: Number(t.students_count) - 1,
      final_number_of_hours: Number(t.number_of_hours),
      final_salary: t.salary,
    }),
  };
  await seedExamDemo(demo, { step, centralHr: p.centralHr }, [
    { requester: p.requesterA, manager: p.managerA, examiners: ['nemeth.balazs@dolgozo.etanker.local', ENGINEER, 'meszaros.dora@dolgozo.etanker.local'] },
    { requester: p.requesterB, manager: p.managerB, examiners: ['vincze.tibor@dolgozo.etanker.local', ENGINEER, 'szilagyi.akos@dolgozo.etanker.local'] },
  ]);
}

export const complexExamsDemo = defineDemo({ records: { order: 240, seed: seedDemoComplexExams } });
