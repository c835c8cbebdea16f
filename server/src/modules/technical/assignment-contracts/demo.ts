// Demo assignment contracts of the first two schools in the states of their flow, made through
// the engine. Employees' contracts are filled from their HR files exactly as kitolt/ fills the
// form; an outsider (a visiting examiner) is typed in with identifiers of valid check digits.
import type { TAuthedContext } from '../../../access/context.ts';
import { createCase } from '../../../workflow/lifecycle.ts';
import { assignmentContracts } from './module.ts';
import { personFields } from './person.ts';
import { ZAssignmentContractInput } from './manifest.ts';
import { makeBankAccount, makeTaj, makeTaxId } from '@etanker/shared/identifiers.ts';
import { defineDemo, type TDemoRecordsKit } from '../../../../../prisma/seed/demo/kit.ts';

type TPeriod = { start_date: string; end_date: string | null };

const base = (period: TPeriod) => ({ ...period, open_ended: period.end_date === null, extra_field_answers: [] });

/** A contract with an employee on file, filled from their HR file by the requester. */
async function forEmployee(ctx: TAuthedContext, email: string, period: TPeriod): Promise<number> {
  const { id } = await ctx.prisma.user.findUniqueOrThrow({ where: { email }, select: { id: true } });
  return ctx.prisma.$transaction(async (tx) => {
    const person = await personFields(tx, ctx.user, id);
    // Parsed as the API would: the file's data must make a valid contract as it is.
    return createCase(tx, ctx, assignmentContracts, ZAssignmentContractInput.parse({ ...person, user: person.user.id, ...base(period) }));
  });
}

const EXAMINER = {
  user: null,
  name: 'Dr. Hegedűs Péter',
  birth_name: '',
  address: '4032 Debrecen, Egyetem tér 1.',
  birth_place: 'Miskolc',
  birth_date: '1971-03-08',
  mothers_name: 'Bodnár Irén',
  tax_id: makeTaxId('1971-03-08', 512),
  social_security_number: makeTaj(44_556_677),
  primary_job_name: 'Debreceni Egyetem',
  bank_name: 'K&H Bank Zrt.',
  bank_account_number: makeBankAccount('1040000', 77_001),
};

async function seedDemoAssignmentContracts({ people: p, step }: TDemoRecordsKit): Promise<void> {
  const examiner = (ctx: TAuthedContext, period: TPeriod) =>
    ctx.prisma.$transaction((tx) => createCase(tx, ctx, assignmentContracts, { ...EXAMINER, ...base(period) }));

  // School 001: a draft, one at the head, one at the technical referents, an approved open-ended one.
  await forEmployee(p.requesterA, 'kiss.anna@dolgozo.etanker.local', { start_date: '2027-01-06', end_date: '2027-06-15' });
  const atHead = await forEmployee(p.requesterA, 'nemeth.balazs@dolgozo.etanker.local', { start_date: '2027-02-01', end_date: '2027-05-31' });
  await step(p.requesterA, atHead, /Beküldés/);
  const atReferent = await examiner(p.requesterA, { start_date: '2027-05-02', end_date: '2027-06-30' });
  await step(p.requesterA, atReferent, /Beküldés/);
  await step(p.managerA, atReferent, /^Jóváhagyom/);
  const approved = await forEmployee(p.requesterA, 'juhasz.marton@dolgozo.etanker.local', { start_date: '2026-09-01', end_date: null });
  await step(p.requesterA, approved, /Beküldés/);
  await step(p.managerA, approved, /^Jóváhagyom/);
  await step(p.technical, approved, /^Megfelel/);
  await step(p.centre, approved, /^Ellenjegyzem/, { reason: 'A szakkör vezetése a költségvetésben szerepel.' });

  // School 002: one at the centre's finance, one sent back for correction, one rejected.
  const atFinance = await forEmployee(p.requesterB, 'szilagyi.akos@dolgozo.etanker.local', { start_date: '2027-01-10', end_date: '2027-03-31' });
  await step(p.requesterB, atFinance, /Beküldés/);
  await step(p.managerB, atFinance, /^Jóváhagyom/);
  await step(p.technical, atFinance, /^Megfelel/);
  const returned = await forEmployee(p.requesterB, 'pinter.reka@dolgozo.etanker.local', { start_date: '2027-02-01', end_date: '2027-02-28' });
  await step(p.requesterB, returned, /Beküldés/);
  await step(p.managerB, returned, /^Javításra visszaküldöm/, { reason: 'A megbízás időszaka a tavaszi szünetig tartson.' });
  const rejected = await examiner(p.requesterB, { start_date: '2027-03-01', end_date: '2027-03-31' });
  await step(p.requesterB, rejected, /Beküldés/);
  await step(p.managerB, rejected, /^Elutasítom/, { reason: 'A vizsgáztatást a saját tanáraink végzik.' });
}

export const assignmentContractsDemo = defineDemo({ records: { order: 130, seed: seedDemoAssignmentContracts } });
