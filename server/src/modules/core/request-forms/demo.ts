// Demo request forms of the education area (MODULES.md §3.39, /tanugy/kervenyek/) in the first
// two schools, one in each state of the area's flow, made through the engine (issue 25 row 39:
// the education menu's section had nothing to open).
import type { TAuthedContext } from '../../../access/context.ts';
import { createCase } from '../../../workflow/lifecycle.ts';
import { requestForms } from './module.ts';
import { ZRequestFormInput } from './manifest.ts';
import { defineDemo, type TDemoRecordsKit } from '../../../../../prisma/seed/demo/kit.ts';

async function educationRequest(ctx: TAuthedContext, typeName: string, description: string): Promise<number> {
  const type = await ctx.prisma.staticItem.findFirstOrThrow({ where: { list: 'request_form_types', name: typeName }, select: { key: true } });
  const input = ZRequestFormInput.parse({ module: 'education', type: type.key, description });
  return ctx.prisma.$transaction((tx) => createCase(tx, ctx, requestForms, input));
}

async function seedDemoEducationRequests({ people: p, step, as }: TDemoRecordsKit): Promise<void> {
  const referent = await as('tanugy@etanker.local');
  const schools = [
    { requester: p.requesterA, manager: p.managerA, student: 'Kovács Lilla (10.B)' },
    { requester: p.requesterB, manager: p.managerB, student: 'Horváth Máté (11.A)' },
  ];
  for (const s of schools) {
    const certificate = (what: string) => educationRequest(s.requester, 'Tanulói jogviszony-igazolás', `${s.student}: ${what}`);
    const training = (what: string) => educationRequest(s.requester, 'Továbbképzési kérelem', what);
    await certificate('jogviszony-igazolás a családi pótlékhoz.');
    const atHead = await training('Pedagógus-továbbképzés: a digitális tananyagfejlesztés alapjai (30 óra).');
    await step(s.requester, atHead, /Beküldés/);
    const atReferent = await certificate('jogviszony-igazolás a diákigazolvány igényléséhez.');
    await step(s.requester, atReferent, /Beküldés/);
    await step(s.manager, atReferent, /^Jóváhagyom/);
    const done = await certificate('jogviszony-igazolás az árvaellátáshoz.');
    await step(s.requester, done, /Beküldés/);
    await step(s.manager, done, /^Jóváhagyom/);
    await step(referent, done, /^Teljesítve/);
    const rejected = await training('Szakvizsgára felkészítő képzés költségtérítése.');
    await step(s.requester, rejected, /Beküldés/);
    await step(s.manager, rejected, /^Elutasítom/, { reason: 'Az idei továbbképzési keret elfogyott.' });
  }
}

export const educationRequestFormsDemo = defineDemo({ records: { order: 275, seed: seedDemoEducationRequests } });
