// Demo study contracts of the first two schools, one in each state of their flow, made through
// the engine; the students' identifiers carry valid check digits.
import type { TAuthedContext } from '../../../access/context.ts';
import { createCase } from '../../../workflow/lifecycle.ts';
import { studyContracts } from './module.ts';
import { ZStudyContractInput } from './manifest.ts';
import { makePersonalId, makeTaj, makeTaxId } from '@etanker/shared/identifiers.ts';
import { defineDemo, type TDemoRecordsKit } from '../../../../../prisma/seed/demo/kit.ts';

type TStudent = { type: string; name: string; birth_date: string; birth_place: string; mothers_name: string; city: string; zip_code: string; street: string };

let serial = 400;
const create = (ctx: TAuthedContext, s: TStudent) => {
  serial += 7;
  const input = ZStudyContractInput.parse({
    type: s.type,
    name: s.name,
    birth_date: s.birth_date,
    birth_place: s.birth_place,
    mothers_name: s.mothers_name,
    personnel_identification_number: makePersonalId(s.birth_date, serial, s.name.endsWith('a')),
    tax_number: makeTaxId(s.birth_date, serial),
    social_security_number: makeTaj(70_000 + serial),
    permanent_address: { zip_code: s.zip_code, city: s.city, address_1: s.street },
  });
  return ctx.prisma.$transaction((tx) => createCase(tx, ctx, studyContracts, input));
};

const student = (type: string, name: string, birth_date: string, mothers_name: string, street: string, town = ['4025', 'Debrecen']): TStudent => ({
  type,
  name,
  birth_date,
  birth_place: town[1],
  mothers_name,
  zip_code: town[0],
  city: town[1],
  street,
});

async function seedDemoStudyContracts({ people: p, step, as }: TDemoRecordsKit): Promise<void> {
  const referent = await as('tanugy@etanker.local');
  const schools = [
    {
      requester: p.requesterA,
      manager: p.managerA,
      town: ['4025', 'Debrecen'],
      names: ['Balogh Dóra', 'Fekete Bence', 'Kovács Lilla', 'Molnár Ádám', 'Tóth Zsófia'],
    },
    {
      requester: p.requesterB,
      manager: p.managerB,
      town: ['4400', 'Nyíregyháza'],
      names: ['Varga Petra', 'Horváth Máté', 'Lakatos Eszter', 'Szabó Dániel', 'Oláh Noémi'],
    },
  ];
  for (const [i, s] of schools.entries()) {
    const [draft, atHead, atReferent, approved, rejected] = s.names;
    const born = (day: number) => `2008-0${i + 3}-${String(day).padStart(2, '0')}`;
    await create(s.requester, student('scholarship', draft, born(4), 'Nagy Mária', 'Petőfi utca 3.', s.town));
    const head = await create(s.requester, student('dual_training', atHead, born(11), 'Kiss Katalin', 'Arany János utca 8.', s.town));
    await step(s.requester, head, /Beküldés/);
    const ref = await create(s.requester, student('dual_training', atReferent, born(19), 'Sipos Ilona', 'Rákóczi út 21.', s.town));
    await step(s.requester, ref, /Beküldés/);
    await step(s.manager, ref, /^Jóváhagyom/);
    const ok = await create(s.requester, student('scholarship', approved, born(23), 'Farkas Edit', 'Kossuth utca 14.', s.town));
    await step(s.requester, ok, /Beküldés/);
    await step(s.manager, ok, /^Jóváhagyom/);
    await step(referent, ok, /^Jóváhagyom/);
    const no = await create(s.requester, student('adult_training', rejected, born(27), 'Bíró Anna', 'Széchenyi tér 2.', s.town));
    await step(s.requester, no, /Beküldés/);
    await step(s.manager, no, /^Jóváhagyom/);
    await step(referent, no, /^Elutasítom/, { reason: 'A tanuló a felnőttképzésben nem jogosult tanulmányi szerződésre.' });
  }
}

export const studyContractsDemo = defineDemo({ records: { order: 270, seed: seedDemoStudyContracts } });
