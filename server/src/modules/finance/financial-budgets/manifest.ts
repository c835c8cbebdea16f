// The fields of a financial budget (spec 001 §3 Financial budget). change_requests, commitments,
// sum_source and sums are answered by the module beside these (they are not columns).
import { boolean, integer, money, relation, staticKey } from '../../../workflow/fields.ts';
import { modelManifest } from '../../../workflow/manifest-model.ts';

// Decimal(14, 2) in the table.
const MONEY = { min: 0, max: 999_999_999_999.99 } as const;

export const BUDGET_MANIFEST = modelManifest('FinancialBudget', {
  type: staticKey('Típus', 'budget_types', { required: true, list: true, export: 22, filter: true, orderBy: true }),
  institution: relation('Intézmény', 'institution', { required: true, width: 'wide', list: true, export: 40, filter: true }),
  // 001 §3 and §9: year default 2022.
  year: integer('Év', { required: true, min: 2000, max: 2100, default: 2022, list: true, export: 8, orderBy: true }),
  amount: money('Összeg', { ...MONEY, required: true, list: true, export: 18, orderBy: true }),
  is_active: boolean('Aktív', { default: true, list: true, export: 8 }),
});

/** PUT: the amount changes only through approved change requests, the school never (its commitments are charged to it). */
export const ZBudgetUpdate = BUDGET_MANIFEST.input.omit({ amount: true, institution: true });
