// Munkába járás engedélyezés (MODULES.md §3.22): the commute infos of an employment, declared by
// a requester and approved by the school's HR referent, then the centre's HR. With the HR setting
// commute_needs_verification, a month's commute export needs the newest approved one to match.
import { defineWorkflowModule, filter } from '../../../workflow/define.ts';
import { commonWorkflowFilters, institutionChoices, ZQueryIds } from '../../../workflow/filters.ts';
import { workflowFromManifest } from '../../../workflow/manifest-workflow.ts';
import { COMMUTE_VERIFICATION_MANIFEST } from './manifest.ts';
import { checkVerification, INITIAL_STATE, writeVerification } from './rules.ts';
import { caseModuleOf, workflowNames } from '@etanker/shared/modules.ts';

const MODULE = caseModuleOf('commuteVerifications');
const fromManifest = workflowFromManifest(COMMUTE_VERIFICATION_MANIFEST, { table: (tx) => tx.commuteVerification, caseRelation: 'commute_verification' });

export const commuteVerifications = defineWorkflowModule({
  ...workflowNames('commuteVerifications'),
  permission: 'commute_verifications.can_use_commute_verifications_module',
  initialState: INITIAL_STATE,
  settingsGroup: 'commute_verifications',
  referencePrefix: 'MJ',
  exportReturnsData: true,
  ...fromManifest,
  filters: {
    ...commonWorkflowFilters(MODULE, INITIAL_STATE),
    // The Case's institution is the employment's (prepareCreate).
    employment_institution: filter({
      schema: ZQueryIds,
      where: (ids) => ({ institution_id: { in: ids } }),
      options: async (ctx) => ({ label: 'A munkaviszony intézménye', type: 'multi_select', choices: await institutionChoices(ctx) }),
    }),
  },
  prepareCreate: async (tx, ctx, data) => ({ institution_id: await checkVerification(tx, ctx, data) }),
  prepareUpdate: async (tx, ctx, _id, data) => ({ institution_id: await checkVerification(tx, ctx, data) }),
  insert: (tx, _ctx, id, data) => writeVerification(tx, id, data, true),
  write: (tx, _ctx, id, data) => writeVerification(tx, id, data, false),
  describe: async (tx, id) => {
    const r = await tx.commuteVerification.findUniqueOrThrow({
      where: { id },
      select: { employment: { select: { user: { select: { name: true } }, institution: { select: { name: true } } } } },
    });
    return { title: `Munkába járás – ${r.employment.user.name}`, searchText: `${r.employment.user.name} ${r.employment.institution.name}` };
  },
  copy: async (tx, _ctx, sourceId, newId) => {
    const r = await tx.commuteVerification.findUniqueOrThrow({
      where: { id: sourceId },
      select: {
        employment_id: true,
        commute_infos: {
          select: {
            position: true,
            institution_id: true,
            type: true,
            mileage_towards: true,
            mileage_backwards: true,
            towards_backwards_is_same: true,
            monthly_cost: true,
            sap_code: true,
          },
        },
      },
    });
    await tx.commuteVerification.create({
      data: { id: newId, employment_id: r.employment_id, commute_infos: { create: r.commute_infos } },
      select: { id: true },
    });
  },
});
