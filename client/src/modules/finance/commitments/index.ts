// Kötelezettségvállalás (MODULES.md §3.8): list, new and details rendered from the module's meta/;
// its own: the product lines with the gross amount they make, the financial entry that a setting
// makes required, the tender and budget pickers, the return-to-referent dialog and the link to
// the fault report a commitment was made from.
import { createElement } from 'react';
import type { TSectionScreens } from '../../../ui/section.ts';
import { metaScreens } from '../../../ui/MetaScreens.tsx';
import { optionsOf } from '../../../ui/useOptionLists.ts';
import { CASE_FIELDS } from '../../../ui/metaConfig.ts';
import { MESSAGES } from '@etanker/shared/validation.ts';
import { parseModuleSettings } from '@etanker/shared/settings.ts';
import { COMMITMENT_SETTINGS } from '@etanker/shared/settings/commitments.ts';
import { budgetOptions, tenderOptions } from './pickers.ts';
import { ReturnToReferentDialog } from './ReturnToReferentDialog.tsx';
import { ProductsField } from './ProductsField.tsx';
import { ErrorReportLink } from './ErrorReportLink.tsx';
import { currencyDecimals, productsPayload, productTotals, toProductLines, type TProductLine } from './products.ts';

const meta = metaScreens({
  moduleKey: 'commitments',
  title: 'Kötelezettségvállalások',
  newLabel: 'Új kötelezettségvállalás',
  newTitle: 'Új kötelezettségvállalás',
  noun: 'Kötelezettségvállalás',
  accusative: 'kötelezettségvállalást',
  recordTitle: (record) => String(record.subject ?? 'Kötelezettségvállalás'),
  extraFieldsModule: 'commitments',
  actionDialogs: { returnToReferent: ReturnToReferentDialog },
  listColumns: ['subject', 'reference_number', 'institution', 'cost', 'waiting_for', 'created_at'],
  shown: ['approved_cost'],
  fields: {
    // Required as the live financial_entry_required setting says (the server checks the same).
    financial_entry: {
      label: 'Főkönyvi tétel',
      requiredBy: (settings) => parseModuleSettings(COMMITMENT_SETTINGS, settings.commitments).financial_entry_required,
      options: (lists) => optionsOf(lists, 'financial_entries', (entry) => (entry.alias ? `${String(entry.alias)} ${String(entry.name)}` : String(entry.name))),
    },
    tender: { options: tenderOptions },
    financial_budget: { options: budgetOptions },
    products: {
      defaultValue: [],
      render: (props) => createElement(ProductsField, { ...props, value: toProductLines(props.value) }),
      toPayload: (value, values) => productsPayload(toProductLines(value), values.currency),
      check: (value) => (toProductLines(value).some((line) => !line.name.trim()) ? MESSAGES.required : null),
    },
    // With products the cost is their gross total (whole forints in Ft); without, it is typed.
    cost: {
      label: 'Bruttó összeg',
      defaultValue: null,
      computed: (values) => {
        const lines = (values.products as TProductLine[] | null) ?? [];
        return lines.length > 0 ? productTotals(lines, () => 0, currencyDecimals(values.currency)).gross : undefined;
      },
      computedHint: 'A termékek bruttó összege',
    },
  },
  addFields: [
    { ...CASE_FIELDS.affected_institution, after: 'description' },
    { name: 'error_report', label: 'Hibabejelentés', type: 'custom', readOnly: true, render: (props) => createElement(ErrorReportLink, props) },
  ],
});

export const screens: TSectionScreens = { List: meta.List, New: meta.New, Details: meta.Details };
