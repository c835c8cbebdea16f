// The contract test kit's use of the contract library (tests/kit/, see ../../contract-fixture.ts).
import { defineContractFixture } from '../../contract-fixture.ts';

const id = (value: unknown) => String((value as { id: number }).id);
/** The first demo partner (demo/partners.ts). */
const PARTNER = 1;

export const contractFixture = defineContractFixture({
  module: 'contractLibrary',
  scope: 'school',
  // A school's own contract, recorded by its requester (the handler is left empty: no hit for that filter).
  users: { owner: 'igenylo.a', otherSchool: 'igenylo.b', withoutPermission: 'hr', readonly: 'olvaso' },
  create: ({ serial, institution }) => ({
    reference_number: `KIT/${serial}`,
    title: `Kit szerződés ${serial}`,
    type: 3,
    institution,
    partners: [PARTNER],
    signing_date: '2026-03-01',
    start_date: '2026-04-01',
    end_date: '2027-03-31',
    occurrence_unit: 5,
    number_of_occurrences: 12,
    price: 100_000,
  }),
  filters: {
    type: (r) => ({ hit: id(r.type), miss: '999999' }),
    handler: () => ({ miss: '999999' }),
    creator: (r) => ({ hit: id(r.creator), miss: '999999' }),
    institution: (r) => ({ hit: id(r.institution), miss: '999999' }),
    partner: () => ({ hit: String(PARTNER), miss: '999999' }),
    income_contract: () => ({ hit: 'false', miss: 'true' }),
    five_million_limit: () => ({ hit: 'false', miss: 'true' }),
    min_total_price: () => ({ hit: '1200000', miss: '1200001' }),
    max_total_price: () => ({ hit: '1200000', miss: '1199999' }),
    min_signing_date: () => ({ hit: '2026-03-01', miss: '2026-03-02' }),
    max_signing_date: () => ({ hit: '2026-03-01', miss: '2026-02-28' }),
    min_start_date: () => ({ hit: '2026-04-01', miss: '2026-04-02' }),
    max_start_date: () => ({ hit: '2026-04-01', miss: '2026-03-31' }),
    min_end_date: () => ({ hit: '2027-03-31', miss: '2027-04-01' }),
    max_end_date: () => ({ hit: '2027-03-31', miss: '2027-03-30' }),
    // The owner uploaded nothing: nothing unseen.
    has_unseen_attachment: () => ({ hit: 'false', miss: 'true' }),
  },
});
