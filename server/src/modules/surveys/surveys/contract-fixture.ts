// The contract test kit's use of surveys (tests/kit/). The owner is the centre's education
// referent (a survey keeper); the kit's surveys ask every school (no institutions sent), so
// they are one list for everybody; a survey's school scope is tested in tests/modules/surveys.test.ts.
import { defineContractFixture } from '../../contract-fixture.ts';

export const contractFixture = defineContractFixture({
  module: 'surveys',
  scope: 'shared',
  users: { owner: 'tanugy', withoutPermission: 'muszak', readonly: 'olvaso' },
  create: ({ serial }) => ({
    name: `Kit kérdőív ${serial}`,
    open_from: '2026-01-01',
    deadline: '2026-02-01',
    questions: [
      { text: 'Hány tanuló vett részt?', kind: 'number' },
      { text: 'Mennyire elégedett?', kind: 'choice', choices: ['Nagyon', 'Kevéssé'] },
    ],
  }),
  filters: {},
});
