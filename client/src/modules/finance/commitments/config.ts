import { createElement } from 'react';
import { defineListConfig } from '../../../ui/listConfig.ts';
import { defineDetailConfig } from '../../../ui/detailConfig.ts';
import { defineFieldsConfig } from '../../../ui/fieldsConfig.ts';
import { optionsOf } from '../../../ui/useOptionLists.ts';
import { formatDateTime, institutionLabel, partnerLabel, sortInstitutions } from '../../../ui/formatters.ts';
import { MESSAGES } from '@etanker/shared/validation.ts';
import { COMMITMENT_SETTINGS, parseModuleSettings } from '@etanker/shared/settings.ts';
import { budgetOptions, tenderOptions } from './pickers.ts';
import { ReturnToReferentDialog } from './ReturnToReferentDialog.tsx';
import { detailPath, REST_BASE } from './paths.ts';
import { ProductsField } from './ProductsField.tsx';
import { ErrorReportLink } from './ErrorReportLink.tsx';
import { currencyDecimals, productsPayload, productTotals, toProductLines, type TProductLine } from './products.ts';

const INITIAL_STATE = 'open';

export const listConfig = defineListConfig({
  moduleKey: 'commitments',
  title: 'Kötelezettségvállalások',
  restBase: REST_BASE,
  detailPath,
  newPath: '/penzugy/kotelezettsegvallalas/uj.html',
  newLabel: 'Új kötelezettségvállalás',
  workflow: true,
  initialState: INITIAL_STATE,
  exportable: true,
  columns: [
    { key: 'subject', label: 'Tárgy' },
    { key: 'reference_number', label: 'Iktatószám' },
    { key: 'institution', label: 'Intézmény' },
    { key: 'cost', label: 'Összeg', format: 'money' },
    { key: 'waiting_for', label: 'Kire vár' },
    { key: 'created_at', label: 'Létrehozva', render: (row) => formatDateTime(row.created_at as string) },
  ],
});

const products = (values: Record<string, unknown>) => (values.products as TProductLine[] | null) ?? [];

export const detailConfig = defineDetailConfig({
  kind: 'workflow',
  moduleKey: 'commitments',
  restBase: REST_BASE,
  listPath: '/penzugy/kotelezettsegvallalas/lista.html',
  detailPath,
  title: (record) => String(record.subject ?? 'Kötelezettségvállalás'),
  newTitle: 'Új kötelezettségvállalás',
  noun: 'Kötelezettségvállalás',
  accusative: 'kötelezettségvállalást',
  initialState: INITIAL_STATE,
  extraFieldsModule: 'commitments',
  actionDialogs: { returnToReferent: ReturnToReferentDialog },
  fields: defineFieldsConfig([
    { name: 'subject', label: 'Tárgy', type: 'text', required: true, width: 'wide' },
    { name: 'description', label: 'Leírás', type: 'textarea' },
    {
      name: 'affected_institution',
      label: 'Érintett intézmény',
      type: 'select',
      options: (lists) =>
        sortInstitutions((lists.institutions ?? []) as { id: number; name: string; unit_code?: string }[]).map((institution) => ({
          value: String(institution.id),
          label: institutionLabel(institution),
        })),
    },
    { name: 'affected_building', label: 'Érintett épület', type: 'text' },
    {
      name: 'implementer_partner',
      label: 'Partner',
      type: 'select',
      options: (lists) => optionsOf(lists, 'partners', (entry) => String(entry.display_name ?? partnerLabel(entry as { name: string }))),
    },
    { name: 'partner_unknown', label: 'A partner még nem ismert', type: 'checkbox' },
    { name: 'payment_type', label: 'Fizetési mód', type: 'select', options: (lists) => optionsOf(lists, 'payment_types') },
    // Required as the live financial_entry_required setting says (the server checks the same).
    {
      name: 'financial_entry',
      label: 'Főkönyvi tétel',
      type: 'select',
      required: true,
      requiredBy: (settings) => parseModuleSettings(COMMITMENT_SETTINGS, settings.commitments).financial_entry_required,
      options: (lists) => optionsOf(lists, 'financial_entries', (entry) => (entry.alias ? `${String(entry.alias)} ${String(entry.name)}` : String(entry.name))),
    },
    { name: 'tender', label: 'Pályázat', type: 'select', options: tenderOptions },
    { name: 'financial_budget', label: 'Pénzügyi keret', type: 'select', options: budgetOptions },
    {
      name: 'currency',
      label: 'Pénznem',
      type: 'select',
      width: 'narrow',
      required: true,
      defaultValue: '1',
      options: (lists) => optionsOf(lists, 'currencies'),
    },
    { name: 'vat', label: 'ÁFA', type: 'select', width: 'narrow', required: true, defaultValue: '1', options: (lists) => optionsOf(lists, 'vat') },
    { name: 'transport_cost', label: 'Szállítási költség', type: 'money', defaultValue: 0 },
    { name: 'public_procurement_cost', label: 'Közbeszerzési költség', type: 'money', defaultValue: 0 },
    {
      name: 'products',
      label: 'Termékek',
      type: 'custom',
      defaultValue: [],
      render: (props) => createElement(ProductsField, { ...props, value: toProductLines(props.value) }),
      toPayload: (value, values) => productsPayload(toProductLines(value), values.currency),
      check: (value) => (toProductLines(value).some((line) => !line.name.trim()) ? MESSAGES.required : null),
    },
    {
      name: 'cost',
      label: 'Bruttó összeg',
      type: 'money',
      // With products the cost is their gross total (whole forints in Ft); without, it is typed.
      computed: (values) => (products(values).length > 0 ? productTotals(products(values), () => 0, currencyDecimals(values.currency)).gross : undefined),
      computedHint: 'A termékek bruttó összege',
      rules: [{ type: 'min', n: 0 }],
      required: true,
    },
    { name: 'approved_cost', label: 'Jóváhagyott összeg', type: 'money', readOnly: true },
    { name: 'error_report', label: 'Hibabejelentés', type: 'custom', readOnly: true, render: (props) => createElement(ErrorReportLink, props) },
  ]),
});
