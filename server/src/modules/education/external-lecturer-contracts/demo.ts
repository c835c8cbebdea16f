// Demo old lecturer contracts of the first two schools in the states of their flow, made through
// the engine; one approved contract of 001 is extended (meghosszabitas/), another one is taken
// over as a new lecturer assignment contract (§3.26's origin 'transfer', source_contract). Their
// periods start after the seeding day (delta_days_backward 0 refuses a start before it).
import type { TAuthedContext } from '../../../access/context.ts';
import { createCase } from '../../../workflow/lifecycle.ts';
import { makeBankAccount, makeTaj, makeTaxId } from '@etanker/shared/identifiers.ts';
import { formatDate } from '@etanker/shared/format.ts';
import { defineDemo, type TDemoRecordsKit } from '../../../../../prisma/seed/demo/kit.ts';
import { externalLecturerContracts } from './module.ts';
import { extendContract } from './extension.ts';
import { ZExternalLecturerInput } from './manifest.ts';

const day = (fromToday: number) => formatDate(new Date(Date.now() + fromToday * 86_400_000));

type TLecturer = { name: string; birth_date: string; birth_place: string; city: string; serial: number; subject: string; hours: number };

/** The person of an old contract, as both kinds of contract take it. */
const personOf = (l: TLecturer) => ({
  name: l.name,
  birth_date: l.birth_date,
  birth_place: l.birth_place,
  mothers_name: 'Tóth Mária',
  tax_id: makeTaxId(l.birth_date, l.serial),
  social_security_number: makeTaj(l.serial),
  bank_name: 'OTP Bank Nyrt.',
  bank_account_number: makeBankAccount('1177301', l.serial),
  address: { zip_code: '4024', city: l.city, address_1: 'Kossuth utca 10.' },
  primary_job: 'Debreceni Egyetem',
});

/** A contract of `who` for the first term after today. */
function record(ctx: TAuthedContext, l: TLecturer) {
  const input = ZExternalLecturerInput.parse({
    ...personOf(l),
    payment: 4000,
    start_date: day(7),
    end_date: day(127),
    tasks: [{ subject: l.subject, class_name: '11.A', hours: l.hours, location: 'Főépület', type: 'theory' }],
  });
  return ctx.prisma.$transaction((tx) => createCase(tx, ctx, externalLecturerContracts, input));
}

const person = (name: string, serial: number, subject: string, hours: number): TLecturer => ({
  name,
  birth_date: '1968-03-14',
  birth_place: 'Debrecen',
  city: 'Debrecen',
  serial,
  subject,
  hours,
});

async function seedDemoExternalLecturerContracts({ people: p, step }: TDemoRecordsKit): Promise<void> {
  const approve = async (id: number, school: 'A' | 'B', upTo: number) => {
    const deciders = [school === 'A' ? p.requesterA : p.requesterB, school === 'A' ? p.managerA : p.managerB, p.hr, p.centralHr];
    for (const [i, who] of deciders.slice(0, upTo).entries()) await step(who, id, i === 0 ? /Beküldés/ : /^Jóváhagyom/);
  };
  // School 001: a draft, one at the head, an approved one and its extension (pending).
  await record(p.requesterA, person('Bartha Levente', 9101, 'Elektrotechnika', 36));
  await approve(await record(p.requesterA, person('Csizmadia Noémi', 9102, 'Könyvvitel', 24)), 'A', 1);
  const approved = await record(p.requesterA, person('Deák Ferenc', 9103, 'Gépelemek', 40.5));
  await approve(approved, 'A', 4);
  await p.requesterA.prisma.$transaction((tx) =>
    extendContract(tx, p.requesterA, externalLecturerContracts, approved, { start_date: day(128), end_date: day(250) }),
  );
  // An approved contract taken over as a new lecturer contract (a draft of the requester), linked to it.
  const hajdu = person('Hajdu Zoltán', 9107, 'Irányítástechnika', 32);
  const old = await record(p.requesterA, hajdu);
  await approve(old, 'A', 4);
  const transfer = {
    ...personOf(hajdu),
    origin: 'transfer',
    source_contract: old,
    type: 'vocational',
    feor_number: 2,
    payment: 4000,
    start_date: day(128),
    end_date: day(250),
    tasks: [{ name: hajdu.subject, planned_quantity: hajdu.hours, final_quantity: null }],
    extra_field_answers: [],
  };
  await p.requesterA.prisma.$transaction((tx) => p.requesterA.createRecord(tx, p.requesterA, 'lecturer_assignment_contracts', transfer));
  // School 002: one at the HR referent, one at the centre's HR, a rejected one.
  await approve(await record(p.requesterB, person('Erdős Judit', 9104, 'Kémia', 30)), 'B', 2);
  await approve(await record(p.requesterB, person('Fodor Imre', 9105, 'Műszaki rajz', 18)), 'B', 3);
  const rejected = await record(p.requesterB, person('Gulyás Petra', 9106, 'Marketing', 12));
  await approve(rejected, 'B', 1);
  await step(p.managerB, rejected, /^Elutasítom/, { reason: 'A tantárgyat saját tanár tanítja.' });
}

export const externalLecturerContractsDemo = defineDemo({ records: { order: 210, seed: seedDemoExternalLecturerContracts } });
