// Demo lecturer contracts of the first two schools in the states of their flow, made through the
// engine. Employees' contracts are filled from their HR files exactly as kitolt/ fills the form;
// an outside lecturer (an engineer teaching a vocational subject) is typed in with identifiers of
// valid check digits.
import type { TAuthedContext } from '../../../access/context.ts';
import { createCase } from '../../../workflow/lifecycle.ts';
import { lecturerAssignmentContracts } from './module.ts';
import { lecturerFields } from './person.ts';
import { ZLecturerContractInput } from './manifest.ts';
import { makeBankAccount, makeTaj, makeTaxId } from '@etanker/shared/identifiers.ts';
import { defineDemo, type TDemoRecordsKit } from '../../../../../prisma/seed/demo/kit.ts';

type TTerms = { feor_number: number; payment: number; start_date: string; end_date: string; tasks: { name: string; planned_quantity: number }[] };

/** Keys of feor_numbers (lists/feor.ts): 2 Középiskolai tanár, 3 szakoktató, gyakorlati oktató. */
const TEACHER = 2;
const INSTRUCTOR = 3;

const terms = (t: TTerms) => ({ ...t, tasks: t.tasks.map((task) => ({ ...task, final_quantity: null })), extra_field_answers: [] });

/** A contract with an employee on file, filled from their HR file by the requester. */
async function forEmployee(ctx: TAuthedContext, email: string, t: TTerms): Promise<number> {
  const { id } = await ctx.prisma.user.findUniqueOrThrow({ where: { email }, select: { id: true } });
  return ctx.prisma.$transaction(async (tx) => {
    const person = await lecturerFields(tx, ctx.user, id);
    // Parsed as the API would: the file's data must make a valid contract as it is.
    return createCase(tx, ctx, lecturerAssignmentContracts, ZLecturerContractInput.parse({ ...person, user: person.user.id, type: 'general', ...terms(t) }));
  });
}

const ENGINEER = {
  user: null,
  type: 'vocational',
  name: 'Szűcs Gábor',
  birth_name: '',
  birth_date: '1976-11-23',
  birth_place: 'Nyíregyháza',
  mothers_name: 'Papp Erzsébet',
  tax_id: makeTaxId('1976-11-23', 733),
  social_security_number: makeTaj(55_667_788),
  bank_name: 'MBH Bank Nyrt.',
  bank_account_number: makeBankAccount('1040000', 88_002),
  address: { zip_code: '4400', city: 'Nyíregyháza', address_1: 'Kossuth tér 5.' },
  primary_job: 'Nyírségi Gépgyártó Kft.',
} as const;

async function seedDemoLecturerContracts({ people: p, step }: TDemoRecordsKit): Promise<void> {
  const engineer = (ctx: TAuthedContext, t: TTerms) =>
    ctx.prisma.$transaction((tx) => createCase(tx, ctx, lecturerAssignmentContracts, ZLecturerContractInput.parse({ ...ENGINEER, ...terms(t) })));
  const autumn = { start_date: '2026-09-01', end_date: '2027-01-31' };

  // School 001: a draft, one at the head, one at the HR referent, an approved one.
  await forEmployee(p.requesterA, 'kiss.anna@dolgozo.etanker.local', {
    ...autumn,
    feor_number: TEACHER,
    payment: 4200,
    tasks: [{ name: 'Matematika felzárkóztatás, 9. évfolyam', planned_quantity: 30 }],
  });
  const atHead = await forEmployee(p.requesterA, 'nemeth.balazs@dolgozo.etanker.local', {
    ...autumn,
    feor_number: TEACHER,
    payment: 4200,
    tasks: [{ name: 'Angol nyelv, 11. évfolyam', planned_quantity: 54 }],
  });
  await step(p.requesterA, atHead, /Beküldés/);
  const atReferent = await engineer(p.requesterA, {
    ...autumn,
    feor_number: INSTRUCTOR,
    payment: 5300,
    tasks: [
      { name: 'Gépészeti alapismeretek, 10. évfolyam', planned_quantity: 36 },
      { name: 'CNC gyakorlat, 11. évfolyam', planned_quantity: 22.5 },
    ],
  });
  await step(p.requesterA, atReferent, /Beküldés/);
  await step(p.managerA, atReferent, /^Jóváhagyom/);
  const approved = await forEmployee(p.requesterA, 'juhasz.marton@dolgozo.etanker.local', {
    ...autumn,
    feor_number: TEACHER,
    payment: 4500,
    tasks: [{ name: 'Fizika szakkör', planned_quantity: 18 }],
  });
  await step(p.requesterA, approved, /Beküldés/);
  await step(p.managerA, approved, /^Jóváhagyom/);
  await step(p.hr, approved, /^Jóváhagyom/);
  await step(p.centralHr, approved, /^Jóváhagyom/);

  // School 002: one at the centre's HR, one sent back for correction, one rejected.
  const atCentre = await forEmployee(p.requesterB, 'szilagyi.akos@dolgozo.etanker.local', {
    ...autumn,
    feor_number: TEACHER,
    payment: 4200,
    tasks: [{ name: 'Informatika, 9. évfolyam', planned_quantity: 36 }],
  });
  await step(p.requesterB, atCentre, /Beküldés/);
  await step(p.managerB, atCentre, /^Jóváhagyom/);
  await step(p.hr, atCentre, /^Jóváhagyom/);
  const returned = await forEmployee(p.requesterB, 'pinter.reka@dolgozo.etanker.local', {
    start_date: '2027-02-01',
    end_date: '2027-06-15',
    feor_number: TEACHER,
    payment: 4200,
    tasks: [{ name: 'Magyar nyelv és irodalom, 12. évfolyam', planned_quantity: 40 }],
  });
  await step(p.requesterB, returned, /Beküldés/);
  await step(p.managerB, returned, /^Javításra visszaküldöm/, { reason: 'Az órák száma a tantárgyfelosztás szerint 36.' });
  const rejected = await engineer(p.requesterB, {
    start_date: '2027-02-01',
    end_date: '2027-06-15',
    feor_number: INSTRUCTOR,
    payment: 6000,
    tasks: [{ name: 'Hegesztési gyakorlat', planned_quantity: 60 }],
  });
  await step(p.requesterB, rejected, /Beküldés/);
  await step(p.managerB, rejected, /^Elutasítom/, { reason: 'A gyakorlatot a saját oktatóink tartják.' });
}

export const lecturerAssignmentContractsDemo = defineDemo({ records: { order: 200, seed: seedDemoLecturerContracts } });
