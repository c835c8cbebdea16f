// The contract test kit's use of yearly reports (tests/kit/, see ../../contract-fixture.ts). The
// kit's reports are of past years the demo leaves free (one report per school and year).
import { defineContractFixture } from '../../contract-fixture.ts';

const id = (value: unknown) => String((value as { id: number }).id);

export const contractFixture = defineContractFixture({
  module: 'yearlyReports',
  scope: 'school',
  users: { owner: 'igenylo.a', otherSchool: 'igenylo.b', withoutPermission: 'hr', readonly: 'olvaso' },
  create: ({ serial, institution }) => ({
    institution,
    year: 1900 + (serial % 100),
    base_numbers: { teacher_count: 50, student_count: 500 },
    answers: [
      { question: 1, value: 500 },
      { question: 11, value: 'Jó' },
      { question: 13, array_value: ['Kit pályázat'] },
    ],
  }),
  filters: {
    institution: (r) => ({ hit: id(r.institution), miss: '999999' }),
  },
});
