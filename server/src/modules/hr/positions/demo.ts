// Demo positions in both schools, through the real engine: a draft, one waiting for the head,
// one at the HR referent, one returned for correction, one rejected, and one approved with its
// hired person recorded (felhasznalo-rogzites/, which also writes the employee's file).
import type { TAuthedContext } from '../../../access/context.ts';
import { createCase } from '../../../workflow/lifecycle.ts';
import { loadCaseForAction } from '../../../workflow/case-access.ts';
import { positions } from './module.ts';
import { makeBankAccount, makeTaj, makeTaxId } from '@etanker/shared/identifiers.ts';
import { defineDemo, type TDemoRecordsKit } from '../../../../../prisma/seed/demo/kit.ts';

async function seedDemoPositions({ services, people, as, step }: TDemoRecordsKit): Promise<void> {
  const { managerA: headA, managerB: headB, hr, centralHr } = people;
  const [hrA, hrB] = await Promise.all(['hr.a', 'hr.b'].map((u) => as(`${u}@etanker.local`)));
  // Through the create input, so its defaults and rules apply as to a typed-in position.
  const create = (ctx: TAuthedContext, fields: Record<string, unknown>) =>
    services.prisma.$transaction((tx) =>
      createCase(
        tx,
        ctx,
        positions,
        positions.createInput.parse({
          contract_type: 1,
          working_hours: 1,
          required_highest_education: 7,
          weekly_workhour_count: 40,
          start_date: '2027-02-01',
          without_tender: true,
          ...fields,
        }),
      ),
    );
  const tender = {
    needs_tender: true,
    without_tender: false,
    application_deadline: '2027-01-10',
    decision_deadline: '2027-01-20',
    application_email: 'allas@demo-szc.hu',
    contact_email: 'hr@demo-szc.hu',
    contact_phone: '+36 52 123 456',
  };

  await create(hrA, {
    type: 1,
    job: 1,
    subjects: [2, 8], // Matematika, Fizika (static `subjects` keys)
    location: 'Debrecen, Szent Anna utca 8.',
    tasks: 'Matematika és fizika tantárgyak oktatása a 9–13. évfolyamon, osztályfőnöki feladatok.',
    advantage: 'Szakvizsga, tehetséggondozásban szerzett tapasztalat.',
    ...tender,
  });
  const atHead = await create(hrA, {
    type: 2,
    job: 3,
    subjects: [13, 20], // Gépészeti alapismeretek, Szakmai gyakorlat
    substituted_person: 'Németh Balázs',
    substitution_reason: 'Tartós távollét',
    open_ended: false,
    end_date: '2027-06-30',
    detailed_reason: 'Tanév végéig tartó helyettesítés.',
  });
  await step(hrA, atHead, /Beküldés/);
  const atHr = await create(hrB, {
    type: 1,
    job: 9,
    location: 'Debrecen, Budai Ézsaiás utca 2.',
    tasks: 'Az iskola informatikai eszközeinek üzemeltetése.',
    weekly_workhour_count: 20,
    working_hours: 2,
  });
  await step(hrB, atHr, /Beküldés/);
  await step(headB, atHr, /^Jóváhagyom/);
  const returned = await create(hrA, { type: 1, job: 10, tasks: 'Iskolatitkári feladatok.' });
  await step(hrA, returned, /Beküldés/);
  await step(headA, returned, /^Javításra/, { reason: 'Kérem, pontosítsa a munkába lépés napját.' });
  const rejected = await create(hrB, { type: 1, job: 13, tasks: 'Portaszolgálat.' });
  await step(hrB, rejected, /Beküldés/);
  await step(headB, rejected, /^Elutasítom/, { reason: 'A feladatot a meglévő létszám ellátja.' });

  const hired = await create(hrA, { type: 1, job: 2, subjects: [14], sap_code: '200107', start_date: '2026-09-01', ...tender });
  await step(hrA, hired, /Beküldés/);
  await step(headA, hired, /^Jóváhagyom/);
  await step(hr, hired, /^Jóváhagyom/);
  await step(centralHr, hired, /^Jóváhagyom/);
  const birth = '1989-10-14';
  await services.prisma.$transaction(async (tx) => {
    const record = await loadCaseForAction(tx, hrA.user, positions.caseModule, hired);
    await positions.actions.recordHire.run(tx, hrA, {
      id: hired,
      record,
      module: positions,
      input: {
        name: 'Oláh Krisztián',
        email: 'olah.krisztian@dolgozo.etanker.local',
        institution: record.institution_id,
        birth_date: birth,
        birth_place: 'Debrecen',
        mothers_name: 'Tóth Gizella',
        tax_number: makeTaxId(birth, 321),
        social_security_number: makeTaj(44_556_677),
        bank_account_number: makeBankAccount('1177301', 31_000_099),
        permanent_address: { zip_code: '4030', city: 'Debrecen', address_1: 'Mikepércsi út 21.' },
      },
    });
  });
}

export const positionsDemo = defineDemo({ records: { order: 90, seed: seedDemoPositions } });
