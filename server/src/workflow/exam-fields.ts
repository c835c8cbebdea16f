// The fields graduation and complex exam contracts share besides their tasks (MODULES.md §3.28,
// §3.32; DESIGN.md "Education contracts"): the exam season from the static list exam_seasons, the
// examiner (the kit's contractor group), the company the fee of a corporate contract is paid to,
// and what only the server writes: the payment and the certification of the final values.
import type { TCrossFieldRule } from '@etanker/shared/cross-field-rules.ts';
import { boolean, dateTime, integer, kept, relation, staticKey, text, type TFieldFlags } from './fields.ts';
import {
  companyNumberField,
  companyTaxNumberField,
  contractorFields,
  kshCodeField,
  kshTaxNumberRule,
  taxIdBirthDateRule,
  PARTY_ON_PAPER,
} from './field-groups.ts';

/** Key 3 of exam_seasons (prisma/seed/lists/education.ts): autumn_25_26, the spec's default season. */
export const AUTUMN_25_26 = 3;

/** The contract's own fields both kinds have: season (filtered by key or code: season=autumn_25_26), level, corporate contract. */
export const examContractFields = () => ({
  season: staticKey('Vizsgaidőszak', 'exam_seasons', { default: AUTUMN_25_26, filter: true, list: true, export: 30, pdf: true }),
  high_level: boolean('Emelt szintű vizsga', { default: false, export: 10, pdf: true }),
  reference_number_high_level: text('Emelt szintű vizsga iktatószáma', { max: 100, export: 20, pdf: true }),
  completion_location: text('Teljesítés helye', { max: 300, export: 28, pdf: true }),
  corporate_contract: boolean('Cégen keresztüli szerződés', { default: false, export: 10, pdf: true }),
});

const COMPANY_NAME_REQUIRED = 'Cégen keresztüli szerződéshez a cég neve kötelező.';
const COMPANY_TAX_REQUIRED = 'Cégen keresztüli szerződéshez a cég adószáma kötelező.';

/** The company of a corporate contract under the module's names of its company and KSH numbers; required only when corporate_contract. */
export function examCompanyFields<N extends string, K extends string>(numberName: N, kshName: K, flags: TFieldFlags = {}) {
  const fields = {
    company_name: text('Cég neve', { max: 200, ...flags }),
    [numberName]: companyNumberField(flags),
    tax_number: companyTaxNumberField(flags),
    [kshName]: kshCodeField(flags),
  } as { company_name: ReturnType<typeof text>; tax_number: ReturnType<typeof companyTaxNumberField> } & Record<N, ReturnType<typeof companyNumberField>> &
    Record<K, ReturnType<typeof kshCodeField>>;
  const rules = [
    { kind: 'requiredWhen', field: 'company_name', when: 'corporate_contract', is: true, message: COMPANY_NAME_REQUIRED },
    { kind: 'requiredWhen', field: 'tax_number', when: 'corporate_contract', is: true, message: COMPANY_TAX_REQUIRED },
  ] as const satisfies readonly TCrossFieldRule[];
  return { fields, rules: [...rules, kshTaxNumberRule(kshName, 'tax_number')] };
}

/** The examiner: the employee on file it was filled from (kitolt/; none for an outsider typed in) and the person fields. */
export const examinerFields = () => ({
  user: relation('Dolgozó', 'user', { export: 24 }),
  ...contractorFields(PARTY_ON_PAPER),
});

/** The tax id encodes the examiner's birth date. */
export const examinerRules = [taxIdBirthDateRule('tax_id')];

/** The server's: the payment (tasks × rates, the final values once certified) and who certified them when. */
export const examKeptFields = () => ({
  total_payment: kept(integer('Megbízási díj összesen', { min: 0, max: 2_000_000_000, suffix: 'Ft', list: true, export: 14, orderBy: true })),
  certified_at: kept(dateTime('Teljesítés igazolva', { export: 16 })),
  certified_by: kept(relation('Teljesítést igazolta', 'user', { export: 24 })),
});
