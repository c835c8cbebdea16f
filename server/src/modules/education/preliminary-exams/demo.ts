// Demo preliminary exam contracts of the first two schools, one in each state of their flow and
// an approved one certified after the exam, made through the engine. Employees are filled from
// their HR files exactly as kitolt/ fills the form; a retired teacher is typed in.
import type { TAuthedContext } from '../../../access/context.ts';
import { createCase } from '../../../workflow/lifecycle.ts';
import { loadCaseForAction } from '../../../workflow/case-access.ts';
import { preliminaryExams } from './module.ts';
import { teacherFields } from './person.ts';
import { ZPreliminaryExamInput } from './manifest.ts';
import { certifyExam } from './certify.ts';
import { makeBankAccount, makeTaj, makeTaxId } from '@etanker/shared/identifiers.ts';
import { defineDemo, type TDemoRecordsKit } from '../../../../../prisma/seed/demo/kit.ts';

type TTerms = { correction_count: number; supervising_exam?: boolean };
const terms = (t: TTerms) => ({ season: '25_26', supervising_exam: false, ...t });

/** A contract with an employee on file, filled from their HR file by the requester. */
async function forEmployee(ctx: TAuthedContext, email: string, t: TTerms): Promise<number> {
  const { id } = await ctx.prisma.user.findUniqueOrThrow({ where: { email: `${email}@dolgozo.etanker.local` }, select: { id: true } });
  return ctx.prisma.$transaction(async (tx) => {
    const person = await teacherFields(tx, ctx.user, id);
    // Parsed as the API would: the file's data must make a valid contract as it is.
    return createCase(tx, ctx, preliminaryExams, ZPreliminaryExamInput.parse({ ...person, user: person.user.id, ...terms(t) }));
  });
}

const RETIRED = {
  name: 'Bognár Erzsébet',
  birth_date: '1957-02-08',
  birth_place: 'Hajdúböszörmény',
  mother_name: 'Kardos Ilona',
  tax_id: makeTaxId('1957-02-08', 518),
  social_security_number: makeTaj(33_442_211),
  bank_name: 'OTP Bank Nyrt.',
  bank_account_number: makeBankAccount('1177301', 77_104),
  address: { zip_code: '4220', city: 'Hajdúböszörmény', address_1: 'Bocskai tér 9.' },
};
const outsider = (ctx: TAuthedContext, t: TTerms) =>
  ctx.prisma.$transaction((tx) => createCase(tx, ctx, preliminaryExams, ZPreliminaryExamInput.parse({ ...RETIRED, ...terms(t) })));

/** igazol/ as the school calls it after the exam. */
const certify = (ctx: TAuthedContext, id: number, finalCount: number) =>
  ctx.prisma.$transaction(async (tx) => {
    const record = await loadCaseForAction(tx, ctx.user, preliminaryExams.caseModule, id);
    await certifyExam.run(tx, ctx, { id, record, module: preliminaryExams, input: { final_correction_count: finalCount } });
  });

async function seedDemoPreliminaryExams({ people: p, step, as }: TDemoRecordsKit): Promise<void> {
  const referent = await as('tanugy@etanker.local');
  const schools = [
    { requester: p.requesterA, manager: p.managerA, staff: ['kiss.anna', 'nemeth.balazs', 'takacs.zsofia', 'juhasz.marton', 'meszaros.dora'] },
    { requester: p.requesterB, manager: p.managerB, staff: ['szilagyi.akos', 'pinter.reka', 'vincze.tibor', 'sipos.bence', 'meszaros.dora'] },
  ];
  for (const s of schools) {
    const approve = async (id: number) => {
      await step(s.requester, id, /Beküldés/);
      await step(s.manager, id, /^Jóváhagyom/);
      await step(referent, id, /^Jóváhagyom/);
    };
    const [draft, atHead, atReferent, approved, certified] = s.staff;
    await forEmployee(s.requester, draft, { correction_count: 30 });
    const head = await forEmployee(s.requester, atHead, { correction_count: 45, supervising_exam: true });
    await step(s.requester, head, /Beküldés/);
    const ref = await forEmployee(s.requester, atReferent, { correction_count: 40 });
    await step(s.requester, ref, /Beküldés/);
    await step(s.manager, ref, /^Jóváhagyom/);
    await approve(await forEmployee(s.requester, approved, { correction_count: 60, supervising_exam: true }));
    const done = await forEmployee(s.requester, certified, { correction_count: 50 });
    await approve(done);
    await certify(s.requester, done, 47);
    const no = await outsider(s.requester, { correction_count: 80 });
    await step(s.requester, no, /Beküldés/);
    await step(s.manager, no, /^Elutasítom/, { reason: 'A javítást a saját tanáraink vállalják.' });
  }
}

export const preliminaryExamsDemo = defineDemo({ records: { order: 280, seed: seedDemoPreliminaryExams } });
