// Demo other contracts of the first two schools in every state of their flow, made through the
// engine. Tax numbers carry a valid NAV check digit, KSH codes start with them, and the bank
// accounts pass the GIRO check, so every demo record can be saved again unchanged.
import type { TAuthedContext } from '../../../access/context.ts';
import { createCase } from '../../../workflow/lifecycle.ts';
import { otherContracts } from './module.ts';
import { defineDemo, type TDemoRecordsKit } from '../../../../../prisma/seed/demo/kit.ts';

/** Keys of contract_types (lists/general.ts). */
const TYPE = { work: 1, service: 3, sale: 4, rent: 5, cooperation: 6 } as const;

interface TCompany {
  name: string;
  representative: string;
  company_number: string;
  city: string;
  zip_code: string;
  county: string;
  address_1: string;
  tax_number: string;
  bank_account_number: string;
  ksh_code: string;
}

const contract = (ctx: TAuthedContext, type: number, c: TCompany) =>
  ctx.prisma.$transaction((tx) =>
    createCase(tx, ctx, otherContracts, {
      type,
      name: c.name,
      representative: c.representative,
      company_number: c.company_number,
      seat_address: { zip_code: c.zip_code, city: c.city, county: c.county, address_1: c.address_1, address_2: '', country: 'Magyarország', valid_till: null },
      tax_number: c.tax_number,
      bank_account_number: c.bank_account_number,
      ksh_code: c.ksh_code,
      extra_field_answers: [],
    }),
  );

const GARDEN: TCompany = {
  name: 'Zöld Kert Kertészeti Kft.',
  representative: 'Szabó Péter ügyvezető',
  company_number: '13-09-145678',
  city: 'Gödöllő',
  zip_code: '2100',
  county: 'Pest',
  address_1: 'Szőlő utca 12.',
  tax_number: '24567811-2-13',
  bank_account_number: '11700058-00012348',
  ksh_code: '24567811-8130-113-13',
};
const CLEANING: TCompany = {
  name: 'Tiszta Ház Takarító Bt.',
  representative: 'Nagy Erzsébet beltag',
  company_number: '01-06-765432',
  city: 'Budapest',
  zip_code: '1134',
  county: 'Budapest',
  address_1: 'Váci út 45.',
  tax_number: '10987656-2-41',
  bank_account_number: '10400023-20000569',
  ksh_code: '10987656-8121-117-01',
};
const VENDING: TCompany = {
  name: 'Automata Büfé Zrt.',
  representative: 'Kiss Gábor vezérigazgató',
  company_number: '01-10-048812',
  city: 'Budapest',
  zip_code: '1097',
  county: 'Budapest',
  address_1: 'Könyves Kálmán körút 11.',
  tax_number: '23344552-2-43',
  bank_account_number: '12000007-10007857',
  ksh_code: '23344552-4799-114-01',
};
const WORKSHOP: TCompany = {
  name: 'Precíz Gépgyártó Kft.',
  representative: 'Tóth László ügyvezető',
  company_number: '03-09-112233',
  city: 'Kecskemét',
  zip_code: '6000',
  county: 'Bács-Kiskun',
  address_1: 'Izsáki út 8.',
  tax_number: '14778890-2-03',
  bank_account_number: '11600006-60000910',
  ksh_code: '14778890-2841-113-03',
};
const PRINT: TCompany = {
  name: 'Betű Nyomda Kft.',
  representative: 'Varga Judit ügyvezető',
  company_number: '06-09-020304',
  city: 'Szeged',
  zip_code: '6724',
  county: 'Csongrád-Csanád',
  address_1: 'Kossuth Lajos sugárút 33.',
  tax_number: '25612347-2-06',
  bank_account_number: '10918001-00003034',
  ksh_code: '25612347-1812-113-06',
};
const GYM: TCompany = {
  name: 'Sportpálya Üzemeltető Nonprofit Kft.',
  representative: 'Fehér Zoltán ügyvezető',
  company_number: '06-09-998877',
  city: 'Szeged',
  zip_code: '6723',
  county: 'Csongrád-Csanád',
  address_1: 'Felső Tisza-part 2.',
  tax_number: '13221106-2-06',
  bank_account_number: '11732033-50007899',
  ksh_code: '13221106-9311-572-06',
};

async function seedDemoOtherContracts({ people: p, step }: TDemoRecordsKit): Promise<void> {
  await contract(p.requesterA, TYPE.work, GARDEN);
  const cleaning = await contract(p.requesterA, TYPE.service, CLEANING);
  await step(p.requesterA, cleaning, /Beküldés/);

  const vending = await contract(p.requesterA, TYPE.rent, VENDING);
  await step(p.requesterA, vending, /Beküldés/);
  await step(p.managerA, vending, /^Jóváhagyom/);

  const workshop = await contract(p.requesterA, TYPE.cooperation, WORKSHOP);
  await step(p.requesterA, workshop, /Beküldés/);
  await step(p.managerA, workshop, /^Jóváhagyom/);
  await step(p.technical, workshop, /^Megfelel/);
  await step(p.centre, workshop, /^Ellenjegyzem/, { reason: 'A duális képzési együttműködés ellenjegyezve.' });

  const print = await contract(p.requesterB, TYPE.sale, PRINT);
  await step(p.requesterB, print, /Beküldés/);
  await step(p.managerB, print, /^Jóváhagyom/);
  await step(p.technical, print, /^Megfelel/);

  const gym = await contract(p.requesterB, TYPE.rent, GYM);
  await step(p.requesterB, gym, /Beküldés/);
  await step(p.managerB, gym, /^Jóváhagyom/);
  await step(p.technical, gym, /^Megfelel/);
  await step(p.centre, gym, /^Ellenjegyzem/);

  const again = await contract(p.requesterB, TYPE.service, { ...CLEANING, name: 'Tiszta Ház Takarító Bt. (nyári nagytakarítás)' });
  await step(p.requesterB, again, /Beküldés/);
  await step(p.managerB, again, /^Elutasítom/, { reason: 'A nyári nagytakarítást a saját karbantartóink végzik.' });
}

export const otherContractsDemo = defineDemo({ records: { order: 120, seed: seedDemoOtherContracts } });
