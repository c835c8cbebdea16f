// Álláshelyek: job positions approved through a flow, then the hired person recorded
// (spec 001 §1, §3, §7; MODULES.md §3.18). The position belongs to the school named in
// `institution` (the writer's scope: the centre's HR names any school), else its creator's.
import { defineWorkflowModule } from '../../../workflow/define.ts';
import { commonWorkflowFilters, verificationStepFilter } from '../../../workflow/filters.ts';
import { workflowFromManifest } from '../../../workflow/manifest-workflow.ts';
import { staticItemName, staticItemNames } from '../../../workflow/static-items.ts';
import { institutionOrOwn } from '../../../access/institution-fields.ts';
import { ZRowId } from '../../../http/schemas.ts';
import { POSITION_MANIFEST } from './manifest.ts';
import { positionActions } from './actions.ts';
import { INITIAL_STATE } from './rules.ts';
import { PositionPdf } from './pdf.tsx';
import { caseModuleOf, workflowNames } from '@etanker/shared/modules.ts';

const MODULE = caseModuleOf('positions');
const fromManifest = workflowFromManifest(POSITION_MANIFEST, { table: (tx) => tx.position, caseRelation: 'position' });

/** The manifest's fields and the school the position is for (checked by the engine: institutionFields). */
const ZPositionInput = POSITION_MANIFEST.input.safeExtend({
  institution: ZRowId.nullable()
    .optional()
    .meta({ description: 'Az álláshely intézménye (a rögzítő intézményei közül); megadása nélkül a rögzítő saját intézménye' }),
});

export const positions = defineWorkflowModule({
  ...workflowNames('positions'),
  // Ours (MODULES.md maps it to the HR gate): the heads who approve positions must not read personal files.
  permission: 'positions.can_use_positions_module',
  permissions: [
    {
      codename: 'positions.can_use_positions_module',
      name: 'Álláshelyek modul használata',
      groups: ['HR referensek', 'Központi HR', 'Iskolai HR referensek', 'Iskolavezetők'],
    },
  ],
  initialState: INITIAL_STATE,
  settingsGroup: 'positions',
  referencePrefix: 'AH',
  institutionFields: ['institution'],
  ...fromManifest,
  createInput: ZPositionInput,
  updateInput: ZPositionInput,
  filters: {
    ...commonWorkflowFilters(MODULE, INITIAL_STATE),
    ...fromManifest.filters,
    verification_step: verificationStepFilter(MODULE),
  },
  prepareCreate: async (_tx, ctx, input) => ({ institution_id: institutionOrOwn(ctx.user, input.institution) }),
  // Left out on an edit: the school stays.
  prepareUpdate: async (_tx, _ctx, _id, input) => (input.institution == null ? {} : { institution_id: input.institution }),
  describe: async (tx, id) => {
    const p = await tx.position.findUniqueOrThrow({ where: { id }, select: { job: true, subjects: true, location: true, tasks: true } });
    const [job, subjectNames] = await Promise.all([staticItemName(tx, 'jobs', p.job), staticItemNames(tx, 'subjects')]);
    const subjects = p.subjects.map((key) => subjectNames.get(key) ?? '').join(', ');
    return { title: [job, subjects].filter(Boolean).join(' – '), searchText: `${p.location} ${subjects} ${p.tasks.slice(0, 500)}` };
  },
  detail: async (tx, ctx, id) => {
    const [fields, hired] = await Promise.all([
      fromManifest.detail(tx, ctx, id),
      tx.position.findUniqueOrThrow({ where: { id }, select: { hired_employee: { select: { id: true, user: { select: { name: true } } } } } }),
    ]);
    return Object.assign(fields, { hired_employee: hired.hired_employee && { id: hired.hired_employee.id, name: hired.hired_employee.user.name } });
  },
  documents: {
    job_posting: { label: 'Álláshirdetés', render: (ctx, id) => PositionPdf(ctx.prisma, id) },
  },
  actions: positionActions,
});
