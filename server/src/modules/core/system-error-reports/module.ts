// Rendszerhibák: fault reports about the portal itself (spec 001 §3, MODULES.md §3.5).
import { defineWorkflowModule } from '../../../workflow/define.ts';
import { commonWorkflowFilters } from '../../../workflow/filters.ts';
import { workflowFromManifest } from '../../../workflow/manifest-workflow.ts';
import { SYSTEM_ERROR_REPORT_MANIFEST } from './manifest.ts';
import { SystemErrorReportPdf } from './document.tsx';
import { forbidden } from '../../../http/errors.ts';
import { workflowNames } from '@etanker/shared/modules.ts';

const fromManifest = workflowFromManifest(SYSTEM_ERROR_REPORT_MANIFEST, { table: (tx) => tx.systemErrorReport, caseRelation: 'system_error_report' });

export const systemErrorReports = defineWorkflowModule({
  ...workflowNames('systemErrorReports'),
  permission: null,
  permissions: [{ codename: 'system_error_reports.can_manage_system_error_reports', name: 'Rendszerhiba-bejelentések kezelése', groups: ['Rendszergazdák'] }],
  initialState: 'pending',
  settingsGroup: 'error_reports',
  referencePrefix: 'RH',
  subscribable: true,
  ...fromManifest,
  filters: { ...commonWorkflowFilters('system_error_reports', 'pending', { subscribable: true }), ...fromManifest.filters },
  prepareCreate: async (_tx, ctx) => {
    if (ctx.user.institution_id === null) throw forbidden();
    return { institution_id: ctx.user.institution_id };
  },
  describe: async (tx, id) => {
    const r = await tx.systemErrorReport.findUniqueOrThrow({
      where: { id },
      select: { title: true, description: true, case: { select: { creator: { select: { name: true } } } } },
    });
    return { title: r.title, searchText: `${r.case.creator.name} ${r.description.slice(0, 500)}` };
  },
  documents: {
    system_error_report: { label: 'Rendszerhiba-bejelentés', render: (ctx, id) => SystemErrorReportPdf(ctx.prisma, id) },
  },
});
