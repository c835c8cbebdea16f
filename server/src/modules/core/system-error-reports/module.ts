// Rendszerhibák: fault reports about the portal itself (spec 001 §3, MODULES.md §3.5).
import type { Prisma } from '../../../generated/prisma/client.ts';
import { defineWorkflowModule, filter } from '../../../workflow/define.ts';
import { commonWorkflowFilters, ZQueryIds } from '../../../workflow/filters.ts';
import { staticItemChoices, staticItemNames, staticItemRef } from '../../static-items.ts';
import { ZSystemErrorReportInput } from './schema.ts';
import { SystemErrorReportPdf } from './document.tsx';
import { forbidden } from '../../../http/errors.ts';

const LIST_SELECT = { system_error_report: { select: { title: true, category: true } } } satisfies Prisma.CaseSelect;
type TListRecord = Prisma.CaseGetPayload<{ select: typeof LIST_SELECT }>;

export const systemErrorReports = defineWorkflowModule({
  key: 'systemErrorReports',
  caseModule: 'system_error_reports',
  restBase: 'rendszerhibak',
  label: 'Rendszerhiba',
  detailRoute: '/rendszerhibak/{id}.html',
  permission: null,
  initialState: 'pending',
  settingsGroup: 'error_reports',
  referencePrefix: 'RH',
  subscribable: true,
  createInput: ZSystemErrorReportInput,
  updateInput: ZSystemErrorReportInput,
  filters: {
    ...commonWorkflowFilters('system_error_reports', 'pending', { subscribable: true }),
    category: filter({
      schema: ZQueryIds,
      where: (ids) => ({ system_error_report: { category: { in: ids } } }),
      options: async (ctx) => ({ label: 'Kategória', type: 'multi_select', choices: await staticItemChoices(ctx.prisma, 'error_report_categories') }),
    }),
  },
  prepareCreate: async (_tx, ctx) => {
    if (ctx.user.institution_id === null) throw forbidden();
    return { institution_id: ctx.user.institution_id };
  },
  insert: async (tx, _ctx, id, data) => {
    await tx.systemErrorReport.create({ data: { id, title: data.title, description: data.description, category: data.category ?? null } });
  },
  write: async (tx, _ctx, id, data) => {
    await tx.systemErrorReport.update({ where: { id }, data: { title: data.title, description: data.description, category: data.category ?? null } });
  },
  flowRecord: async () => ({}),
  describe: async (tx, id) => {
    const r = await tx.systemErrorReport.findUniqueOrThrow({
      where: { id },
      select: { title: true, description: true, case: { select: { creator: { select: { name: true } } } } },
    });
    return { title: r.title, searchText: `${r.case.creator.name} ${r.description.slice(0, 500)}` };
  },
  listColumns: {
    select: LIST_SELECT,
    shaper: async (tx) => {
      const names = await staticItemNames(tx, 'error_report_categories');
      return (row: TListRecord) => {
        const r = row.system_error_report!;
        return { title: r.title, category: staticItemRef(names, r.category) };
      };
    },
  },
  orderBy: {
    title: (d) => ({ system_error_report: { title: d } }),
    category: (d) => ({ system_error_report: { category: { sort: d, nulls: 'last' } } }),
  },
  detail: async (tx, _ctx, id) => {
    const r = await tx.systemErrorReport.findUniqueOrThrow({ where: { id }, select: { title: true, description: true, category: true } });
    return r;
  },
  copy: async (tx, _ctx, sourceId, newId) => {
    const r = await tx.systemErrorReport.findUniqueOrThrow({ where: { id: sourceId }, select: { title: true, description: true, category: true } });
    await tx.systemErrorReport.create({ data: { id: newId, ...r } });
  },
  documents: {
    system_error_report: { label: 'Rendszerhiba-bejelentés', render: (ctx, id) => SystemErrorReportPdf(ctx.prisma, id) },
  },
  exportName: 'rendszerhibak',
  exportColumns: [
    { header: 'Tárgy', key: 'title', width: 40 },
    { header: 'Kategória', key: 'category', width: 20 },
  ],
});
