// Demo fault reports of the first two schools in every state of their flow, made through the
// engine; the leaking gym roof at the technical referents has its commitment generated.
import type { TAuthedContext } from '../../../access/context.ts';
import { createCase } from '../../../workflow/lifecycle.ts';
import { loadCaseForAction } from '../../../workflow/case-access.ts';
import { errorReports } from './module.ts';
import { generateCommitment } from './commitment.ts';
import { defineDemo, type TDemoRecordsKit } from '../../../../../prisma/seed/demo/kit.ts';

/** Categories: keys of technical_error_report_categories (lists/technical.ts). */
const report = (ctx: TAuthedContext, title: string, category: number, completion_place: string, prior_estimate: number, description: string) =>
  ctx.prisma.$transaction((tx) =>
    createCase(tx, ctx, errorReports, { title, category, completion_place, prior_estimate, description, affected_institution: null, extra_field_answers: [] }),
  );

async function seedDemoErrorReports({ people: p, step }: TDemoRecordsKit): Promise<void> {
  await report(p.requesterA, 'Nem zár a 112-es terem ablaka', 4, 'A épület, 112-es terem', 35_000, 'A bal oldali ablakszárny nem zárható, huzatos a terem.');
  const tap = await report(
    p.requesterA,
    'Csöpög a fiúmosdó csaptelepe',
    1,
    'A épület, földszinti fiúmosdó',
    18_000,
    'A középső mosdó csaptelepe elzárva is csöpög.',
  );
  await step(p.requesterA, tap, /Beküldés/);

  const roof = await report(
    p.requesterA,
    'Beázik a tornaterem teteje',
    5,
    'Tornaterem',
    850_000,
    'Esőzéskor a tornaterem közepén csöpög a víz, a parketta felpúposodott. A tetőfedés javítása szükséges.',
  );
  await step(p.requesterA, roof, /Beküldés/);
  await step(p.managerA, roof, /^Jóváhagyom/);
  await p.technical.prisma.$transaction(async (tx) =>
    generateCommitment(tx, p.technical, await loadCaseForAction(tx, p.technical.user, 'error_reports', roof)),
  );

  const lights = await report(
    p.requesterA,
    'Kiégett fénycsövek a B épület folyosóján',
    2,
    'B épület, 1. emeleti folyosó',
    24_000,
    'Hat fénycső nem világít, este sötét a folyosó.',
  );
  await step(p.requesterA, lights, /Beküldés/);
  await step(p.managerA, lights, /^Jóváhagyom/);
  await step(p.technical, lights, /^Javítás jóváhagyva/, { reason: 'A karbantartó a héten kicseréli.' });

  const gutter = await report(
    p.requesterB,
    'Leszakadt ereszcsatorna',
    5,
    'Főépület, udvari homlokzat',
    120_000,
    'A viharban leszakadt az udvari ereszcsatorna egy szakasza.',
  );
  await step(p.requesterB, gutter, /Beküldés/);
  const floor = await report(p.requesterB, 'Kopott linóleum a 115-ös teremben', 6, 'Főépület, 115-ös terem', 640_000, 'A linóleum több helyen felszakadt.');
  await step(p.requesterB, floor, /Beküldés/);
  await step(p.managerB, floor, /^Elutasítom/, { reason: 'A nyári felújítás során cseréljük, addig ragasztással javítjuk.' });
  const boiler = await report(
    p.requesterB,
    'Nem működik a kazán termosztátja',
    3,
    'Kazánház',
    95_000,
    'A termosztát nem kapcsol vissza, a tantermekben 26 fok van.',
  );
  await step(p.requesterB, boiler, /Beküldés/);
  await step(p.managerB, boiler, /^Jóváhagyom/);
}

export const errorReportsDemo = defineDemo({ records: { order: 80, seed: seedDemoErrorReports } });
