// Demo recognition proposals of both demo schools in every state of their flow, made through the
// engine: a draft without the consents yet, one at the head, at the education referent, at the
// director general, one sent on and one rejected.
import type { TAuthedContext } from '../../../access/context.ts';
import { createCase } from '../../../workflow/lifecycle.ts';
import { recognitions } from './module.ts';
import { ZRecognitionInput } from './manifest.ts';
import { defineDemo, type TDemoRecordsKit } from '../../../../../prisma/seed/demo/kit.ts';

/** Keys of recognition_types (prisma/seed/lists/education.ts). */
const TYPE = { goldCross: 1, silverCross: 2, apaczai: 3, eotvos: 4, vocational: 5, serviceMedal: 6, ministerial: 7 } as const;

const CONSENTED = { consent_store_data: true, has_no_disqualification_reason: true, accept_recognition: true, consent_publish_name: true };

type TCandidate = {
  type: number;
  candidate_name: string;
  candidate_birth_date: string;
  candidate_role: string;
  short_appreciation: string;
  consented?: boolean;
};

type TSchool = { name: string; city: string; zip_code: string };

/** The requester's own school, as the candidate's workplace. */
const schoolOf = (ctx: TAuthedContext) =>
  ctx.prisma.institution.findUniqueOrThrow({ where: { id: ctx.user.institution_id! }, select: { name: true, city: true, zip_code: true } });

function propose(ctx: TAuthedContext, school: TSchool, c: TCandidate) {
  const { consented = true, ...candidate } = c;
  const input = {
    ...candidate,
    candidate_birth_place: 'Debrecen',
    candidate_post_code: school.zip_code,
    candidate_city: school.city,
    candidate_address: 'Kossuth utca 12.',
    candidate_phone_number: '+36 30 555 1234',
    candidate_workplace: school.name,
    previous_recognitions: [{ name: 'Főigazgatói dicséret', date: '2021-06-18' }],
    first_teacher_degree_date: '1994-06-30',
    degree_name: 'okleveles gépészmérnök, mérnöktanár',
    college_literacy_area_type: 'egyetemi',
    college_literacy_area_name: 'műszaki',
    all_legal_relationships: '1994-től szakmai tanár a szakképző intézményben.',
    public_servant: false,
    appreciation: `${candidate.short_appreciation} Tanítványai rendszeresen dobogósok az országos szakmai versenyeken, a duális partnerekkel kiváló kapcsolatot ápol.`,
    initiator_name: 'Dr. Molnár Katalin',
    initiator_workplace: school.name,
    initiator_role: 'Igazgató',
    initiator_email: 'igazgato@etanker.local',
    ...(consented ? CONSENTED : {}),
    extra_field_answers: [],
  };
  return ctx.prisma.$transaction((tx) => createCase(tx, ctx, recognitions, ZRecognitionInput.parse(input)));
}

async function seedDemoRecognitions({ people: p, step, as }: TDemoRecordsKit): Promise<void> {
  const referent = await as('tanugy@etanker.local');
  const director = await as('admin@etanker.local');
  const schools = [
    { requester: p.requesterA, manager: p.managerA, names: ['Fazekas Ottó', 'Sipos Márta', 'Bodnár László', 'Hegedűs Ilona', 'Szabó Zsolt', 'Kerekes Anikó'] },
    { requester: p.requesterB, manager: p.managerB, names: ['Gulyás Ferenc', 'Deák Judit', 'Orosz Gábor', 'Mészáros Eszter', 'Csizmadia Pál', 'Rácz Tünde'] },
  ];
  for (const { requester, manager, names } of schools) {
    const school = await schoolOf(requester);
    const base = { candidate_birth_date: '1968-03-15', candidate_role: 'Szakmai tanár' };
    const candidate = (i: number, type: number, consented = true) => ({
      ...base,
      type,
      candidate_name: names[i],
      consented,
      short_appreciation: `${names[i]} három évtizede oktat a szakképzésben.`,
    });
    await propose(requester, school, candidate(0, TYPE.ministerial, false));
    const atHead = await propose(requester, school, candidate(1, TYPE.serviceMedal));
    await step(requester, atHead, /Beküldés/);
    const atReferent = await propose(requester, school, candidate(2, TYPE.vocational));
    await step(requester, atReferent, /Beküldés/);
    await step(manager, atReferent, /^Támogatom/);
    const atDirector = await propose(requester, school, candidate(3, TYPE.apaczai));
    await step(requester, atDirector, /Beküldés/);
    await step(manager, atDirector, /^Támogatom/);
    await step(referent, atDirector, /^Megfelel/);
    const sent = await propose(requester, school, candidate(4, TYPE.silverCross));
    await step(requester, sent, /Beküldés/);
    await step(manager, sent, /^Támogatom/);
    await step(referent, sent, /^Megfelel/);
    await step(director, sent, /^Felterjesztem/);
    const rejected = await propose(requester, school, candidate(5, TYPE.eotvos));
    await step(requester, rejected, /Beküldés/);
    await step(manager, rejected, /^Támogatom/);
    await step(referent, rejected, /^Elutasítom/, { reason: 'A díj feltétele a legalább 25 év pedagógusi szolgálat, a jelöltnek 22 éve van.' });
  }
}

export const recognitionsDemo = defineDemo({ records: { order: 310, seed: seedDemoRecognitions } });
