// Rendkívüli esemény: an event at a school that needs the centre's attention, reported as it
// happens (spec 002 §3, §7; MODULES.md §3.36; DESIGN.md "Education reports and events"). The
// workflow pattern without the attachments calls; the school is answered with its OM code.
import { defineWorkflowModule, filter } from '../../../workflow/define.ts';
import { commonWorkflowFilters } from '../../../workflow/filters.ts';
import { workflowFromManifest } from '../../../workflow/manifest-workflow.ts';
import { createData } from '../../../workflow/manifest-model.ts';
import { ownOpenInstitution } from '../../../access/institution-fields.ts';
import { ZDateValue } from '../../../http/schemas.ts';
import { EXTRAORDINARY_EVENT_MANIFEST as MANIFEST, ZExtraordinaryEventInput, type TExtraordinaryEventInput } from './manifest.ts';
import { ExtraordinaryEventPdf } from './document.tsx';
import { caseModuleOf, workflowNames } from '@etanker/shared/modules.ts';

const MODULE = caseModuleOf('extraordinaryEvents');
const INITIAL_STATE = 'open';
const PERMISSION = 'extraordinary_events.can_use_extraordinary_events_module';
const fromManifest = workflowFromManifest(MANIFEST, { table: (tx) => tx.extraordinaryEvent, caseRelation: 'extraordinary_event' });
const { institution, state, has_unread_comment, waiting_for_me } = commonWorkflowFilters(MODULE, INITIAL_STATE);

/** verify_from / verify_till (002 §7, meaning not shown): events whose day falls in the range, both days included. */
const eventDayFilters = {
  verify_from: filter({
    schema: ZDateValue,
    where: (day) => ({ extraordinary_event: { date: { gte: day } } }),
    options: () => ({ label: 'Esemény napja (-tól)', type: 'date' }),
  }),
  verify_till: filter({
    schema: ZDateValue,
    where: (day) => ({ extraordinary_event: { date: { lte: day } } }),
    options: () => ({ label: 'Esemény napja (-ig)', type: 'date' }),
  }),
};

export const extraordinaryEvents = defineWorkflowModule({
  ...workflowNames('extraordinaryEvents'),
  permission: PERMISSION,
  permissions: [{ codename: PERMISSION, name: 'Rendkívüli esemény modul használata', groups: ['Iskolai igénylők', 'Iskolavezetők', 'Tanügyi referensek'] }],
  initialState: INITIAL_STATE,
  referencePrefix: 'RE',
  extraFields: true,
  attachments: false,
  institutionFields: ['institution'],
  ...fromManifest,
  createInput: ZExtraordinaryEventInput,
  updateInput: ZExtraordinaryEventInput,
  insert: async (tx, _ctx, id, input: TExtraordinaryEventInput) => {
    await tx.extraordinaryEvent.create({ data: createData('ExtraordinaryEvent', { id, ...MANIFEST.toData(input) }), select: { id: true } });
  },
  filters: { institution, state, has_unread_comment, waiting_for_me, ...eventDayFilters, ...fromManifest.filters },
  ...ownOpenInstitution,
  // The school with its OM code (002 §3: "institution (with om_code)"), as the centre files the report.
  detail: async (tx, ctx, id) => {
    const school = await tx.case.findUniqueOrThrow({ where: { id }, select: { institution: { select: { id: true, name: true, om_code: true } } } });
    return { ...(await fromManifest.detail(tx, ctx, id)), institution: school.institution };
  },
  describe: async (tx, id) => {
    const r = await tx.extraordinaryEvent.findUniqueOrThrow({ where: { id }, select: { title: true, description: true, reporter_name: true, location: true } });
    return { title: r.title, searchText: `${r.reporter_name} ${r.location} ${r.description}`.slice(0, 2000) };
  },
  documents: {
    extraordinary_event: { label: 'Rendkívüli esemény bejelentése', render: (ctx, id, view) => ExtraordinaryEventPdf(ctx.prisma, id, view) },
  },
});
