// Hatósági ellenőrzések: inspections of the schools by authorities and the tasks their
// resolutions set (spec 001 §3, §7; MODULES.md §3.46). A plain module (no decisions) in the
// institution scope, with comments and attachments on the kit's file case; naptar/ shows the
// tasks' deadlines, an unfinished task past its deadline is overdue.
import { z } from 'zod';
import type { TTx } from '../../../db/client.ts';
import { action, definePlainModule, filter, type TAnyPlainModule } from '../../../workflow/define.ts';
import { plainFromManifest } from '../../../workflow/manifest-plain.ts';
import { writeLines } from '../../../workflow/child-lines.ts';
import { ZQueryIds } from '../../../workflow/filters.ts';
import { badRequest } from '../../../http/errors.ts';
import { normalizeSearch, parseDate } from '@etanker/shared/format.ts';
import { INSPECTION_MANIFEST as MANIFEST } from './manifest.ts';
import { REGULATION_ISSUERS } from '@etanker/shared/regulation-issuers.ts';
import { ZTaskCalendarAnswer, taskCalendar, ZCalendarInput } from './calendar.ts';
import { moduleNames } from '@etanker/shared/modules.ts';

type TInput = Parameters<typeof MANIFEST.toData>[0];
type TIssuer = keyof typeof REGULATION_ISSUERS;

export const INSPECTION_PERMISSION = 'authority_inspections.can_use_authority_inspections';

/** The people and partners the tasks name must exist (the manifest checks only the inspection's own references). */
async function checkTasks(tx: TTx, data: TInput) {
  const errors: Record<string, string[]> = {};
  const users = new Set(data.tasks.flatMap((t) => (t.responsible_person === null ? [] : [t.responsible_person])));
  const partners = new Set(data.tasks.flatMap((t) => (t.responsible_partner === null ? [] : [t.responsible_partner])));
  const [foundUsers, foundPartners] = await Promise.all([
    tx.user.findMany({ where: { id: { in: [...users] } }, select: { id: true } }),
    tx.partner.findMany({ where: { id: { in: [...partners] } }, select: { id: true } }),
  ]);
  const userIds = new Set(foundUsers.map((u) => u.id));
  const partnerIds = new Set(foundPartners.map((p) => p.id));
  data.tasks.forEach((t, index) => {
    if (t.responsible_person !== null && !userIds.has(t.responsible_person)) errors[`tasks.${index}.responsible_person`] = ['Nem létező elem.'];
    if (t.responsible_partner !== null && !partnerIds.has(t.responsible_partner)) errors[`tasks.${index}.responsible_partner`] = ['Nem létező elem.'];
  });
  if (Object.keys(errors).length) throw badRequest(errors);
}

async function writeTasks(tx: TTx, id: number, data: TInput, create: boolean) {
  const lines = data.tasks.map((t) => ({
    ...(t.id === undefined ? {} : { id: t.id }),
    problem: t.problem,
    measure: t.measure,
    responsible_person_id: t.responsible_person,
    responsible_partner_id: t.responsible_partner,
    deadline: parseDate(t.deadline)!,
    finished: t.finished,
  }));
  await writeLines(tx.authorityInspectionTask, { field: 'tasks', parentColumn: 'inspection_id', parentId: id, lines, create });
}

/** The module itself, for its calendar (typed, so the definition does not infer from itself). */
const self = (): TAnyPlainModule => authorityInspections;

const base = plainFromManifest(MANIFEST, {
  table: (tx) => tx.authorityInspection,
  defaultOrder: [{ inspection_date: 'desc' }],
  searchText: (d) => normalizeSearch(`${d.regulation_number} ${d.institution_reference_number} ${d.tasks.map((t) => t.problem).join(' ')}`),
  beforeWrite: (tx, data) => checkTasks(tx, data),
});

export const authorityInspections = definePlainModule({
  ...moduleNames('authorityInspections'),
  permission: INSPECTION_PERMISSION,
  institutionFields: ['institution'],
  scopeColumn: 'institution_id',
  files: {
    caseModule: 'authority_inspections',
    relation: 'authority_inspection',
    comments: true,
    attachments: true,
    institution: (item) => item.institution.id,
  },
  ...base,
  filters: {
    ...base.filters,
    regulation_issuer: filter({
      schema: z.union([
        z.enum(Object.keys(REGULATION_ISSUERS) as [TIssuer]).transform((v) => [v]),
        z.array(z.enum(Object.keys(REGULATION_ISSUERS) as [TIssuer])),
      ]),
      where: (keys) => ({ regulation_issuer: { in: keys } }),
      options: () => ({
        label: 'Határozatot kiadó hatóság',
        type: 'multi_select',
        choices: Object.entries(REGULATION_ISSUERS).map(([value, label]) => ({ value, label })),
      }),
    }),
    handler: filter({
      schema: ZQueryIds,
      where: (ids) => ({ handler_id: { in: ids } }),
      // The handlers of the inspections the caller reads: the people worth offering.
      options: async (ctx) => {
        const users = await ctx.prisma.user.findMany({
          where: { handled_inspections: { some: ctx.user.is_centre ? {} : { institution_id: { in: ctx.user.institution_ids } } } },
          orderBy: [{ name: 'asc' }, { id: 'asc' }],
          select: { id: true, name: true },
        });
        return { label: 'Ügyintéző', type: 'multi_select', choices: users.map((u) => ({ value: u.id, label: u.name })) };
      },
    }),
  },
  create: async (tx, ctx, data) => {
    const id = await base.create(tx, ctx, data);
    await writeTasks(tx, id, data, true);
    return id;
  },
  update: async (tx, ctx, id, data) => {
    await base.update(tx, ctx, id, data);
    await writeTasks(tx, id, data, false);
  },
  remove: async (tx, _ctx, id) => {
    await tx.authorityInspection.delete({ where: { id }, select: { id: true } });
  },
  actions: {
    /** naptar/: the month's task deadlines (see calendar.ts). */
    calendar: action({
      on: 'module',
      method: 'GET',
      path: 'naptar/',
      summary: 'Havi naptár: a feladatok határidői (year, month; institution, regulation_issuer, handler)',
      input: ZCalendarInput,
      output: ZTaskCalendarAnswer,
      run: (tx, ctx, { input }) => taskCalendar(tx, ctx, self(), input),
    }),
  },
});
