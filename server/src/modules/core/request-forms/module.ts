// Kérvények: one REST module (/api/kervenyek/) behind five permissions, one per area (spec 000
// §6, 002 §3, MODULES.md §3.14). Each record belongs to the area its `module` names; the kit
// scopes reads and creates by the area's permission (define.ts `areas`); its fields are its manifest's (manifest.ts).
import type { Prisma } from '../../../generated/prisma/client.ts';
import { defineWorkflowModule, filter } from '../../../workflow/define.ts';
import { affectedInstitutionFilter, commonWorkflowFilters, ZQueryIds } from '../../../workflow/filters.ts';
import { areaFilter, areaRef, heldAreas } from '../../../workflow/areas.ts';
import { forbidden } from '../../../http/errors.ts';
import { staticItemName } from '../../../workflow/static-items.ts';
import { workflowFromManifest } from '../../../workflow/manifest-workflow.ts';
import { REQUEST_FORM_AREA_LABELS, REQUEST_FORM_PERMISSIONS, type TRequestFormArea } from './areas.ts';
import { REQUEST_FORM_CASE_MODULE as CASE_MODULE, REQUEST_FORM_MANIFEST as MANIFEST, ZRequestFormInput, ZRequestFormUpdate } from './manifest.ts';
import { extraFieldCell, extraFieldRows } from '../../../workflow/extra-field-text.ts';
import { checkRequestFormType, requestFormTypeChoices } from './rules.ts';
import { RequestFormPdf } from './document.tsx';
import { workflowNames } from '@etanker/shared/modules.ts';
import { createData } from '../../../workflow/manifest-model.ts';

const AREAS = { field: 'module', permissions: REQUEST_FORM_PERMISSIONS, labels: REQUEST_FORM_AREA_LABELS };

const fromManifest = workflowFromManifest(MANIFEST, { table: (tx) => tx.requestForm, caseRelation: 'request_form' });
const LIST_SELECT = {
  id: true,
  affected_institution: { select: { id: true, name: true } },
  request_form: { select: { module: true, type: true, ...MANIFEST.listSelect } },
} satisfies Prisma.CaseSelect;
type TListRecord = Prisma.CaseGetPayload<{ select: typeof LIST_SELECT }>;

export const requestForms = defineWorkflowModule({
  ...workflowNames('requestForms'),
  permission: Object.values(REQUEST_FORM_PERMISSIONS),
  areas: AREAS,
  initialState: 'open',
  settingsGroup: 'request_forms',
  referencePrefix: 'KR',
  subscribable: true,
  institutionFields: ['affected_institution'],
  extraFields: true,
  manifest: MANIFEST,
  createInput: ZRequestFormInput,
  updateInput: ZRequestFormUpdate,
  filters: {
    ...commonWorkflowFilters(CASE_MODULE, 'open', { subscribable: true }),
    // The area: the menu's fixed value (spec 002 §2).
    module: areaFilter(AREAS, 'Terület'),
    affected_institution: affectedInstitutionFilter,
    type: filter({
      schema: ZQueryIds,
      where: (ids) => ({ request_form: { type: { in: ids } } }),
      options: async (ctx) => ({ label: 'Típus', type: 'multi_select', choices: await requestFormTypeChoices(ctx.prisma, heldAreas(AREAS, ctx.user)) }),
    }),
  },
  prepareCreate: async (tx, ctx, input) => {
    if (ctx.user.institution_id === null) throw forbidden();
    await checkRequestFormType(tx, input.module, input.type);
    return { institution_id: ctx.user.institution_id, affected_institution_id: input.affected_institution ?? null };
  },
  insert: async (tx, _ctx, id, input) => {
    await tx.requestForm.create({ data: createData('RequestForm', { id, module: input.module, ...MANIFEST.toData(input) }) });
  },
  prepareUpdate: async (tx, _ctx, id, input) => {
    const { module } = await tx.requestForm.findUniqueOrThrow({ where: { id }, select: { module: true } });
    await checkRequestFormType(tx, module as TRequestFormArea, input.type);
    return { affected_institution_id: input.affected_institution ?? null };
  },
  write: async (tx, _ctx, id, input) => {
    await tx.requestForm.update({ where: { id }, data: MANIFEST.toData(input) });
  },
  // Each area's flow is chosen by its condition on `module` (flow.ts).
  flowRecord: async (tx, id) => tx.requestForm.findUniqueOrThrow({ where: { id }, select: { module: true } }),
  describe: async (tx, id) => {
    const r = await tx.requestForm.findUniqueOrThrow({
      where: { id },
      select: { type: true, case: { select: { creator: { select: { name: true } }, affected_institution: { select: { name: true } } } } },
    });
    return { title: await staticItemName(tx, 'request_form_types', r.type), searchText: `${r.case.creator.name} ${r.case.affected_institution?.name ?? ''}` };
  },
  listColumns: {
    select: LIST_SELECT,
    shaper: async (tx, rows: readonly TListRecord[]) => {
      // Every request_forms Case has its RequestForm (both are written in one transaction).
      const names = await MANIFEST.loadNames(
        tx,
        rows.map((row) => row.request_form!),
      );
      // The type's own extra fields, one text (the export's 'Adatok' column).
      const extra = await extraFieldRows(
        tx,
        CASE_MODULE,
        rows.map((row) => ({ id: row.id, values: { type: row.request_form!.type } })),
      );
      return (row: TListRecord) => ({
        module: areaRef(AREAS, row.request_form!.module),
        ...MANIFEST.toListRow(row.request_form!, names),
        affected_institution: row.affected_institution,
        extra_fields: extraFieldCell(extra.get(row.id) ?? []),
      });
    },
  },
  orderBy: fromManifest.orderBy,
  detail: async (tx, _ctx, id) => {
    const row = await tx.requestForm.findUniqueOrThrow({ where: { id }, select: { ...MANIFEST.select, module: true } });
    const { id: _id, ...fields } = MANIFEST.toApi(row, await MANIFEST.loadNames(tx, [row]));
    return { module: row.module, ...fields };
  },
  copy: async (tx, _ctx, sourceId, newId) => {
    const r = await tx.requestForm.findUniqueOrThrow({ where: { id: sourceId }, select: { module: true, type: true, description: true } });
    await tx.requestForm.create({ data: { id: newId, ...r } });
  },
  documents: {
    request_form: { label: 'Kérvény', render: (ctx, id) => RequestFormPdf(ctx.prisma, id) },
  },
  exportColumns: [
    { header: 'Terület', key: 'module', width: 14 },
    ...MANIFEST.exportColumns,
    { header: 'Adatok', key: 'extra_fields', width: 50 },
    { header: 'Érintett intézmény', key: 'affected_institution', width: 30 },
  ],
});
