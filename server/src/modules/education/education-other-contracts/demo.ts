// Demo education other contracts: in both demo schools one in each state of the default flow
// (saved, at the head, at the education referent, approved, rejected), made through the engine.
import type { TAuthedContext } from '../../../access/context.ts';
import { createCase } from '../../../workflow/lifecycle.ts';
import { makeBankAccount, makeTaj, makeTaxId } from '@etanker/shared/identifiers.ts';
import { defineDemo, type TDemoRecordsKit } from '../../../../../prisma/seed/demo/kit.ts';
import { educationOtherContracts } from './module.ts';
import { ZEducationOtherContractInput } from './manifest.ts';

type TTerms = { name: string; serial: number; subject: string; start_date: string; end_date: string; price: number; price_unit: number; quantity: number };

/** Keys of occurrence_units: 1 Alkalom, 2 Óra, 3 Nap. */
const OCCASION = 1;
const HOUR = 2;
const DAY = 3;

function record(ctx: TAuthedContext, t: TTerms) {
  const birth = '1979-05-21';
  const input = ZEducationOtherContractInput.parse({
    name: t.name,
    birth_date: birth,
    birth_place: 'Debrecen',
    mothers_name: 'Nagy Ilona',
    tax_number: makeTaxId(birth, t.serial),
    social_security_number: makeTaj(t.serial),
    bank_name: 'OTP Bank Nyrt.',
    bank_account_number: makeBankAccount('1177301', t.serial),
    email: `${t.name
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z ]/g, '')
      .replace(' ', '.')}@example.hu`,
    address: { zip_code: '4032', city: 'Debrecen', address_1: 'Egyetem tér 1.' },
    subject: t.subject,
    start_date: t.start_date,
    end_date: t.end_date,
    price: t.price,
    price_unit: t.price_unit,
    quantity: t.quantity,
  });
  return ctx.prisma.$transaction((tx) => createCase(tx, ctx, educationOtherContracts, input));
}

async function seedDemoEducationOtherContracts({ people: p, step, as }: TDemoRecordsKit): Promise<void> {
  const referent = await as('tanugy@etanker.local');
  const walk = async (school: 'A' | 'B', t: TTerms, upTo: number, last?: RegExp) => {
    const [requester, manager] = school === 'A' ? [p.requesterA, p.managerA] : [p.requesterB, p.managerB];
    const id = await record(requester, t);
    const steps: [TAuthedContext, RegExp][] = [
      [requester, /Beküldés/],
      [manager, /^Jóváhagyom/],
      [referent, /^Jóváhagyom/],
    ];
    for (const [who, label] of steps.slice(0, upTo)) await step(who, id, label);
    if (last) await step(referent, id, last, { reason: 'A feladatot a tanári kar látja el.' });
  };
  const term = { start_date: '2027-03-01', end_date: '2027-05-31' };
  for (const [school, base] of [
    ['A', 9201],
    ['B', 9211],
  ] as const) {
    await walk(
      school,
      { ...term, name: 'Kovács Dóra', serial: base, subject: 'Pályaorientációs előadás', price: 25_000, price_unit: OCCASION, quantity: 3 },
      0,
    );
    await walk(school, { ...term, name: 'Lengyel Ádám', serial: base + 1, subject: 'Érettségi felkészítő', price: 6_500, price_unit: HOUR, quantity: 12.5 }, 1);
    await walk(
      school,
      { ...term, name: 'Mészáros Eszter', serial: base + 2, subject: 'Szakmai vizsga felügyelet', price: 18_000, price_unit: DAY, quantity: 2 },
      2,
    );
    await walk(
      school,
      { ...term, name: 'Nyitrai Bence', serial: base + 3, subject: 'Drogprevenciós foglalkozás', price: 30_000, price_unit: OCCASION, quantity: 2 },
      3,
    );
    await walk(
      school,
      { ...term, name: 'Oláh Kinga', serial: base + 4, subject: 'Tehetséggondozó szakkör', price: 5_000, price_unit: HOUR, quantity: 20 },
      2,
      /^Elutasítom/,
    );
  }
}

export const educationOtherContractsDemo = defineDemo({ records: { order: 220, seed: seedDemoEducationOtherContracts } });
