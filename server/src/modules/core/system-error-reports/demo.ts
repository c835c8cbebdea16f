// Demo system error reports: a draft, one waiting for the system administrator, one solved.
import type { TAuthedContext } from '../../../access/context.ts';
import { createCase } from '../../../workflow/lifecycle.ts';
import { systemErrorReports } from './module.ts';
import { defineDemo, type TDemoRecordsKit } from '../../../../../prisma/seed/demo/kit.ts';

async function seedDemoSystemErrorReports({ services, people, step }: TDemoRecordsKit): Promise<void> {
  const { requesterA, requesterB, sysadmin } = people;
  const report = (ctx: TAuthedContext, title: string, description: string) =>
    services.prisma.$transaction((tx) => createCase(tx, ctx, systemErrorReports, { title, description, category: 1 }));
  await report(requesterA, 'Nem jelenik meg a PDF előnézet', 'A kötelezettségvállalás PDF előnézete üres lapot mutat Firefoxban.');
  const waiting = await report(requesterB, 'Lassú a lista betöltése', 'Reggel 8 körül a kötelezettségvállalások listája 10 másodperc alatt töltődik be.');
  await step(requesterB, waiting, /Beküldés/);
  const solved = await report(requesterA, 'Elírás a menüben', 'A Műszak menüben a „Gépjárműigény” felirat hibásan jelenik meg.');
  await step(requesterA, solved, /Beküldés/);
  await step(sysadmin, solved, /^Megoldva/, { solution: 'A felirat javítva a 2026.11. kiadásban.' });
}

export const systemErrorReportsDemo = defineDemo({ records: { order: 30, seed: seedDemoSystemErrorReports } });
