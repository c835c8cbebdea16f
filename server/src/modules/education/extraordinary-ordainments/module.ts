// Rendkívüli elrendelés: extra work, a substitution or duty a school's head orders for a period
// (spec 002 §3, §7; MODULES.md §3.37). Its filters are the type and the exam filters (the
// preliminary exams' list, shared DESIGN §10).
import { defineWorkflowModule } from '../../../workflow/define.ts';
import { commonWorkflowFilters } from '../../../workflow/filters.ts';
import { workflowFromManifest } from '../../../workflow/manifest-workflow.ts';
import { createData } from '../../../workflow/manifest-model.ts';
import { ownOpenInstitution } from '../../../access/institution-fields.ts';
import { EXTRAORDINARY_ORDAINMENT_MANIFEST as MANIFEST, ZExtraordinaryOrdainmentInput, type TExtraordinaryOrdainmentInput } from './manifest.ts';
import { ExtraordinaryOrdainmentPdf } from './document.tsx';
import { caseModuleOf, workflowNames } from '@etanker/shared/modules.ts';

const MODULE = caseModuleOf('extraordinaryOrdainments');
const INITIAL_STATE = 'open';
const PERMISSION = 'extraordinary_ordainments.can_use_extraordinary_ordainments_module';
const fromManifest = workflowFromManifest(MANIFEST, { table: (tx) => tx.extraordinaryOrdainment, caseRelation: 'extraordinary_ordainment' });
const { institution, state, waiting_for, waiting_for_me, has_unread_comment, has_unseen_attachment } = commonWorkflowFilters(MODULE, INITIAL_STATE);

export const extraordinaryOrdainments = defineWorkflowModule({
  ...workflowNames('extraordinaryOrdainments'),
  permission: PERMISSION,
  permissions: [{ codename: PERMISSION, name: 'Rendkívüli elrendelés modul használata', groups: ['Iskolai igénylők', 'Iskolavezetők', 'Tanügyi referensek'] }],
  initialState: INITIAL_STATE,
  settingsGroup: MODULE,
  referencePrefix: 'REL',
  extraFields: true,
  institutionFields: ['institution'],
  ...fromManifest,
  createInput: ZExtraordinaryOrdainmentInput,
  updateInput: ZExtraordinaryOrdainmentInput,
  insert: async (tx, _ctx, id, input: TExtraordinaryOrdainmentInput) => {
    await tx.extraordinaryOrdainment.create({ data: createData('ExtraordinaryOrdainment', { id, ...MANIFEST.toData(input) }), select: { id: true } });
  },
  filters: { institution, state, waiting_for, waiting_for_me, has_unread_comment, has_unseen_attachment, ...fromManifest.filters },
  ...ownOpenInstitution,
  describe: async (tx, id) => {
    const r = await tx.extraordinaryOrdainment.findUniqueOrThrow({ where: { id }, select: { name: true, job_description: true } });
    return { title: r.name, searchText: r.job_description.slice(0, 2000) };
  },
  documents: {
    extraordinary_ordainment: { label: 'Rendkívüli elrendelés', render: (ctx, id, view) => ExtraordinaryOrdainmentPdf(ctx.prisma, id, view) },
  },
});
