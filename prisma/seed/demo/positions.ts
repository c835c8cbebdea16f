// Demo positions in both schools, through the real engine: a draft, one waiting for the head,
// one at the HR referent, one returned for correction, one rejected, and one approved with its
// hired person recorded (felhasznalo-rogzites/, which also writes the employee's file).
import type { TServices } from '../../../server/src/services.ts';
import type { TAuthedContext } from '../../../server/src/access/context.ts';
import type { TAnyWorkflowModule } from '../../../server/src/workflow/define.ts';
import { createCase } from '../../../server/src/workflow/lifecycle.ts';
import { loadCaseForAction } from '../../../server/src/workflow/case-access.ts';
import { positions } from '../../../server/src/modules/hr/positions/module.ts';
import { makeBankAccount, makeTaj, makeTaxId } from '@etanker/shared/identifiers.ts';

interface THelpers {
  as: (services: TServices, email: string) => Promise<TAuthedContext>;
  step: (ctx: TAuthedContext, def: TAnyWorkflowModule, id: number, label: RegExp, answers?: Record<string, unknown>) => Promise<void>;
}

export async function seedDemoPositions(services: TServices, { as, step }: THelpers): Promise<void> {
  const [hrA, hrB, headA, headB, hr, centralHr] = await Promise.all(
    ['hr.a', 'hr.b', 'vezeto.a', 'vezeto.b', 'hr', 'kozpontihr'].map((u) => as(services, `${u}@etanker.local`)),
  );
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
  await step(hrA, positions, atHead, /Beküldés/);
  const atHr = await create(hrB, {
    type: 1,
    job: 9,
    location: 'Debrecen, Budai Ézsaiás utca 2.',
    tasks: 'Az iskola informatikai eszközeinek üzemeltetése.',
    weekly_workhour_count: 20,
    working_hours: 2,
  });
  await step(hrB, positions, atHr, /Beküldés/);
  await step(headB, positions, atHr, /^Jóváhagyom/);
  const returned = await create(hrA, { type: 1, job: 10, tasks: 'Iskolatitkári feladatok.' });
  await step(hrA, positions, returned, /Beküldés/);
  await step(headA, positions, returned, /^Javításra/, { reason: 'Kérem, pontosítsa a munkába lépés napját.' });
  const rejected = await create(hrB, { type: 1, job: 13, tasks: 'Portaszolgálat.' });
  await step(hrB, positions, rejected, /Beküldés/);
  await step(headB, positions, rejected, /^Elutasítom/, { reason: 'A feladatot a meglévő létszám ellátja.' });

  const hired = await create(hrA, { type: 1, job: 2, subjects: [14], sap_code: '200107', start_date: '2026-09-01', ...tender });
  await step(hrA, positions, hired, /Beküldés/);
  await step(headA, positions, hired, /^Jóváhagyom/);
  await step(hr, positions, hired, /^Jóváhagyom/);
  await step(centralHr, positions, hired, /^Jóváhagyom/);
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
