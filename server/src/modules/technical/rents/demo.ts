// Demo rents of both schools, made through the engine: a saved one, one at each decider, an
// approved weekly gym rent with its contract's total, a rejected one; hourly, per-occasion and
// daily prices.
import type { TAuthedContext } from '../../../access/context.ts';
import { createCase } from '../../../workflow/lifecycle.ts';
import { rents } from './module.ts';
import { defineDemo, type TDemoRecordsKit } from '../../../../../prisma/seed/demo/kit.ts';

/** price_units keys (prisma/seed/lists/technical.ts). */
const HOUR = 1;
const OCCASION = 2;
const DAY = 3;

const weekly = (day_of_the_week: number, start_time: string, end_time: string) => ({ type: 'weekly', date: null, day_of_the_week, start_time, end_time });
const once = (date: string, start_time = '08:00', end_time = '08:00') => ({ type: 'one_time', date, day_of_the_week: null, start_time, end_time });

async function seedDemoRents({ people, step }: TDemoRecordsKit): Promise<void> {
  const { requesterA, managerA, requesterB, managerB, technical, centre: finance } = people;
  const year = new Date().getFullYear();
  const rent = (ctx: TAuthedContext, fields: Record<string, unknown>) =>
    ctx.prisma.$transaction((tx) => createCase(tx, ctx, rents, rents.createInput.parse({ extra_field_answers: [], ...fields })));

  const gym = await rent(requesterA, {
    name: 'Debreceni Kosárlabda Egyesület',
    address: { zip_code: '4032', city: 'Debrecen', address_1: 'Egyetem tér 1.' },
    mailing_address: { zip_code: '4001', city: 'Debrecen', address_1: 'Pf. 45.' },
    representative: 'Szabó Péter elnök',
    start_date: `${year}-09-01`,
    end_date: `${year}-12-19`,
    price: 9500,
    price_unit: HOUR,
    occasions: [weekly(2, '17:00', '19:00'), weekly(4, '17:00', '19:30')],
  });
  await step(requesterA, gym, /Beküldés/);
  await step(managerA, gym, /^Jóváhagyás/);
  await step(technical, gym, /^Jóváhagyás/);
  await step(finance, gym, /^Jóváhagyás/);

  await rent(requesterA, {
    name: 'Hajdú Táncstúdió Kft.',
    address: { zip_code: '4024', city: 'Debrecen', address_1: 'Piac utca 20.' },
    mailing_address: { zip_code: '4024', city: 'Debrecen', address_1: 'Piac utca 20.' },
    representative: 'Kiss Andrea ügyvezető',
    start_date: `${year}-11-01`,
    end_date: `${year}-12-31`,
    price: 25000,
    price_unit: OCCASION,
    occasions: [weekly(6, '09:00', '13:00')],
  });

  const exam = await rent(requesterA, {
    name: 'Magyar Könyvvizsgálói Kamara Hajdú-Bihar megyei szervezete',
    address: { zip_code: '4025', city: 'Debrecen', address_1: 'Hatvan utca 2.' },
    mailing_address: { zip_code: '4025', city: 'Debrecen', address_1: 'Hatvan utca 2.' },
    representative: 'Dr. Tóth Gábor',
    start_date: `${year}-12-05`,
    end_date: `${year}-12-06`,
    price: 120000,
    price_unit: DAY,
    occasions: [once(`${year}-12-05`), once(`${year}-12-06`)],
  });
  await step(requesterA, exam, /Beküldés/);

  const fair = await rent(requesterB, {
    name: 'Nyírségi Vállalkozók Szövetsége',
    address: { zip_code: '4400', city: 'Nyíregyháza', address_1: 'Kossuth tér 5.' },
    mailing_address: { zip_code: '4401', city: 'Nyíregyháza', address_1: 'Pf. 112.' },
    representative: 'Molnár József',
    start_date: `${year}-12-12`,
    end_date: `${year}-12-12`,
    price: 18000,
    price_unit: HOUR,
    occasions: [once(`${year}-12-12`, '08:00', '16:00')],
  });
  await step(requesterB, fair, /Beküldés/);
  await step(managerB, fair, /^Jóváhagyás/);

  const choir = await rent(requesterB, {
    name: 'Cantemus Vegyeskar Egyesület',
    address: { zip_code: '4400', city: 'Nyíregyháza', address_1: 'Széchenyi utca 9.' },
    mailing_address: { zip_code: '4400', city: 'Nyíregyháza', address_1: 'Széchenyi utca 9.' },
    representative: 'Fehér Katalin karnagy',
    start_date: `${year}-10-01`,
    end_date: `${year}-12-17`,
    price: 6000,
    price_unit: HOUR,
    occasions: [weekly(3, '18:00', '20:00')],
  });
  await step(requesterB, choir, /Beküldés/);
  await step(managerB, choir, /^Jóváhagyás/);
  await step(technical, choir, /^Jóváhagyás/);

  const party = await rent(requesterB, {
    name: 'Kovács és Társa Bt.',
    address: { zip_code: '4400', city: 'Nyíregyháza', address_1: 'Dózsa György utca 3.' },
    mailing_address: { zip_code: '4400', city: 'Nyíregyháza', address_1: 'Dózsa György utca 3.' },
    representative: 'Kovács László',
    start_date: `${year}-12-20`,
    end_date: `${year}-12-20`,
    price: 150000,
    price_unit: DAY,
    occasions: [once(`${year}-12-20`)],
  });
  await step(requesterB, party, /Beküldés/);
  await step(managerB, party, /^Elutasítás/, { reason: 'Céges évzáró rendezvényre az aula nem adható bérbe.' });
}

export const rentsDemo = defineDemo({ records: { order: 100, seed: seedDemoRents } });
