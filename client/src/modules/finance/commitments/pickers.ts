// Tender and financial budget pickers of the commitment form, from the static data.
import type { TOptionLists } from '../../../ui/fieldsConfig.ts';
import type { TOption } from '../../../ui/selectSearch.ts';
import { tenderLabel } from '../../../ui/formatters.ts';

export const CLOSED_TENDER_MARK = 'lezárt';

/** Tenders as 'name - code'; closed ones stay visible (a saved record may point at one) but marked and not selectable. */
export function tenderOptions(lists: TOptionLists): TOption[] {
  return (lists.tenders ?? []).map((tender) => {
    const label = String(tender.display_name ?? tenderLabel(tender as { name: string; code?: string }));
    return tender.closed ? { value: String(tender.id), label: `${label} (${CLOSED_TENDER_MARK})`, disabled: true } : { value: String(tender.id), label };
  });
}

/** Financial budgets by name; inactive ones are not selectable. */
export function budgetOptions(lists: TOptionLists): TOption[] {
  return (lists.financial_budgets ?? []).map((budget) => ({
    value: String(budget.id),
    label: String(budget.name),
    ...(budget.is_active === false ? { disabled: true } : {}),
  }));
}
