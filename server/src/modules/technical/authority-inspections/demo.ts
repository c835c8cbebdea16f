// A demo authority inspection of school 001: a fire-safety resolution with a finished task, an
// overdue one and an open one (deadlines relative to today, so they stay so), a comment of the
// school and one of the centre's technical referent. Written through the module, like a user.
import { authorityInspections } from './module.ts';
import { addRowComment, openNewRowFile, type TFilesModule } from '../../plain-files.ts';
import { defineDemo, type TDemoRecordsKit } from '../../../../../prisma/seed/demo/kit.ts';
import { formatDate } from '@etanker/shared/format.ts';
import { addDays } from '@etanker/shared/working-days.ts';

const day = (offset: number) => addDays(formatDate(new Date()), offset);

const comment = (content: string) => ({ content, private_comment: false, school_should_reply: false, waiting_for_attachment: false, important: false });

async function seedDemoAuthorityInspections({ people }: TDemoRecordsKit) {
  const { technical, requesterA } = people;
  const school = await technical.prisma.institution.findFirstOrThrow({ where: { unit_code: '001' }, select: { id: true } });
  const partner = await technical.prisma.partner.findFirst({ orderBy: { id: 'asc' }, select: { id: true } });
  const def = authorityInspections as TFilesModule;
  const id = await technical.prisma.$transaction(async (tx) => {
    const created = await authorityInspections.create(tx, technical, {
      institution: school.id,
      inspection_date: day(-60),
      regulation_issuer: 'disaster_management',
      regulation_number: 'HB/35/00412-3/2026',
      regulation_issue_date: day(-50),
      institution_reference_number: 'SZK/2026/118',
      handler: technical.user.id,
      tasks: [
        {
          problem: 'A tornaterem vészkijárata előtt tárolt eszközök',
          measure: 'Az eszközök áthelyezése a szertárba',
          responsible_person: requesterA.user.id,
          responsible_partner: null,
          deadline: day(-30),
          finished: true,
        },
        {
          problem: 'Lejárt tűzoltó készülékek (2. emelet)',
          measure: 'Felülvizsgálat és csere',
          responsible_person: null,
          responsible_partner: partner?.id ?? null,
          deadline: day(-5),
          finished: false,
        },
        {
          problem: 'Hiányzó menekülési útvonal jelzések a kollégiumban',
          measure: 'Utánvilágító jelzések felszerelése',
          responsible_person: requesterA.user.id,
          responsible_partner: null,
          deadline: day(25),
          finished: false,
        },
      ],
    });
    await openNewRowFile(tx, technical, def, created);
    return created;
  });
  await requesterA.prisma.$transaction((tx) =>
    addRowComment(tx, requesterA, def, id, comment('A tűzoltó készülékek cseréjét megrendeltük, a szállítás jövő héten várható.'), []),
  );
  await technical.prisma.$transaction((tx) =>
    addRowComment(tx, technical, def, id, comment('Kérem a csere után a felülvizsgálati jegyzőkönyv feltöltését.'), []),
  );
}

export const authorityInspectionsDemo = defineDemo({ records: { order: 160, seed: seedDemoAuthorityInspections } });
