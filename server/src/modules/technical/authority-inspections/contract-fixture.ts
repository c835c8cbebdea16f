// The contract test kit's use of authority inspections (tests/kit/, see ../../contract-fixture.ts).
import { defineContractFixture } from '../../contract-fixture.ts';

const id = (value: unknown) => String((value as { id: number }).id);

export const contractFixture = defineContractFixture({
  module: 'authorityInspections',
  scope: 'school',
  users: { owner: 'igenylo.a', otherSchool: 'igenylo.b', withoutPermission: 'hr', readonly: 'olvaso' },
  create: ({ serial, institution }) => ({
    institution,
    inspection_date: '2026-03-10',
    regulation_issuer: 'public_health',
    regulation_number: `NNGYK/${serial}/2026`,
    regulation_issue_date: '2026-03-20',
    institution_reference_number: `KIT-${serial}`,
    handler: null,
    tasks: [
      {
        problem: 'Hiányos kézmosó a konyhában',
        measure: 'Csere',
        responsible_person: null,
        responsible_partner: null,
        deadline: '2026-05-31',
        finished: false,
      },
    ],
  }),
  filters: {
    institution: (r) => ({ hit: id(r.institution), miss: '999999' }),
    regulation_issuer: () => ({ hit: 'public_health', miss: 'other' }),
    handler: () => ({ miss: '999999' }),
    has_unread_comment: () => ({ hit: 'false', miss: 'true' }),
    has_unseen_attachment: () => ({ hit: 'false', miss: 'true' }),
  },
});
