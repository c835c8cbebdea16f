// The contract test kit's use of commitments (tests/kit/, see ../../contract-fixture.ts).
import { defineContractFixture, idOf, workflowProbes } from '../../contract-fixture.ts';

type TRef = { id: number; name?: string };
const named = (value: unknown) => (value as TRef | null)?.name;

export const contractFixture = defineContractFixture({
  module: 'commitments',
  scope: 'school',
  users: { owner: 'igenylo.a', peer: 'kozpontipenzugy', otherSchool: 'igenylo.b', withoutPermission: 'hr', readonly: 'olvaso' },
  create: ({ serial, institution }) => ({
    subject: `Szerződéses teszt ${serial}`,
    financial_entry: 1,
    payment_type: 1,
    affected_institution: institution,
    affected_building: `Kit-épület ${serial}`,
    products: [{ name: 'Mérőszalag', quantity: 2, unit: 'db', gross_price: 1000 + serial, vat: 1 }],
  }),
  filters: {
    ...workflowProbes,
    affected_institution: (r) => ({ hit: idOf(r.affected_institution), miss: '999999' }),
    subscribed: () => ({ hit: 'false' }),
    affected_building: (r) => ({ hit: String(r.affected_building), miss: 'Nincs ilyen épület' }),
    min_cost: (r) => ({ hit: String(r.cost), miss: String(Number(r.cost) + 1) }),
    max_cost: (r) => ({ hit: String(r.cost), miss: String(Number(r.cost) - 1) }),
    payment_type: (r) => ({ hit: idOf(r.payment_type), miss: '999999' }),
    // The demo has no tenders: only a value that leaves the record out.
    tender: () => ({ miss: '999999' }),
    financial_entry_alias: (_r, { row, options }) => ({
      hit: String(options.financial_entry_alias?.choices?.find((c) => c.label === named(row.financial_entry))?.value),
      miss: 'zzz',
    }),
    // The record is open: no closing date can hold it.
    closed_at_min: () => ({ miss: '2000-01-01' }),
    closed_at_max: () => ({ miss: '2100-01-01' }),
    financial_year: () => ({ hit: String(new Date().getFullYear()), miss: '2000' }),
    has_invoice: () => ({ hit: 'false', miss: 'true' }),
  },
});
