// Filters every workflow list shares (spec 001 §7): they are Case columns and Case children.
import { z } from 'zod';
import type { Prisma } from '../generated/prisma/client.ts';
import { filter, type TFilter } from './define.ts';
import type { TAuthedContext } from '../access/context.ts';
import { caseScopeWhere } from '../access/scope.ts';
import { waitingForMeWhere } from '../access/waiting-for-me.ts';
import { FLOW_STATES } from '@etanker/shared/states.ts';
import { ZDateValue, ZQueryBool, ZRowId, ZRowIdText } from '../http/schemas.ts';

type TCaseFilter = TFilter<Prisma.CaseWhereInput>;

export { ZQueryBool };
export const ZQueryId = ZRowIdText;
export const ZQueryIds = z.union([
  ZQueryId.transform((v) => [v]),
  z
    .string()
    .regex(/^\d+(,\d+)*$/)
    .transform((v) => v.split(',').map(Number))
    .pipe(z.array(ZRowId)),
  z.array(ZQueryId),
]);

/** A static list filter's value: item keys or the items' codes (001 §3 documents payment_method
 * 'bank_transfer'), one or a comma list; a code is resolved against the list (staticKeysOfCodes). */
export const ZQueryStaticKeys = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')))
  .pipe(z.array(z.union([z.string().regex(/^\d+$/).transform(Number).pipe(ZRowId), z.string().regex(/^[a-z][a-z0-9_]{0,49}$/)])).min(1));

/** A yes/no filter that narrows only when true. */
function flag(label: string, where: (ctx: TAuthedContext) => Prisma.CaseWhereInput, listed = true): TCaseFilter {
  return filter({ schema: ZQueryBool, where: (v, ctx) => (v ? where(ctx) : {}), options: listed ? () => ({ label, type: 'bool' as const }) : undefined });
}

export function stateFilter(initialState: string): TCaseFilter {
  return filter({
    schema: z.union([
      z
        .string()
        .min(1)
        .transform((v) => v.split(',')),
      z.array(z.string()),
    ]),
    where: (states) => ({ state: { in: states } }),
    options: () => ({
      label: 'Állapot',
      type: 'multi_select',
      choices: [
        { value: initialState, label: FLOW_STATES.saved },
        ...Object.entries(FLOW_STATES)
          .filter(([k]) => k !== 'saved')
          .map(([value, label]) => ({ value, label })),
      ],
    }),
  });
}

/** The institutions the caller may filter by: the centre every active one, a school its own. */
export async function institutionChoices(ctx: TAuthedContext) {
  const rows = await ctx.prisma.institution.findMany({
    where: ctx.user.is_centre ? { is_active: true } : { id: { in: ctx.user.institution_ids } },
    select: { id: true, name: true, unit_code: true },
    orderBy: { name: 'asc' },
  });
  return rows.map((r) => ({ value: r.id, label: `${r.unit_code} - ${r.name}` }));
}

export const institutionFilter: TCaseFilter = filter({
  schema: ZQueryIds,
  where: (ids) => ({ institution_id: { in: ids } }),
  options: async (ctx) => ({ label: 'Intézmény', type: 'multi_select', choices: await institutionChoices(ctx) }),
});

export const affectedInstitutionFilter: TCaseFilter = filter({
  schema: ZQueryIds,
  where: (ids) => ({ affected_institution_id: { in: ids } }),
  options: async (ctx) => ({ label: 'Érintett intézmény', type: 'multi_select', choices: await institutionChoices(ctx) }),
});

/** closed_at_min / closed_at_max: the days a record was closed, both included (spec 001 §7: a commitment's filters). */
export const closedAtFilters: Record<'closed_at_min' | 'closed_at_max', TCaseFilter> = {
  closed_at_min: filter({ schema: ZDateValue, where: (d) => ({ closed_at: { gte: d } }), options: () => ({ label: 'Lezárva (-tól)', type: 'date' }) }),
  closed_at_max: filter({
    schema: ZDateValue,
    where: (d) => ({ closed_at: { lt: new Date(d.getTime() + 86_400_000) } }),
    options: () => ({ label: 'Lezárva (-ig)', type: 'date' }),
  }),
};

/** valid_range_start / valid_range_end (002 §7, the education contracts): records whose period
 * [start_date, end_date] overlaps the range, both days included; `caseRelation` is the module's
 * table on Case (lecturer_assignment_contract). */
export const validRangeFilters = (caseRelation: string): Record<'valid_range_start' | 'valid_range_end', TCaseFilter> => ({
  valid_range_start: filter({
    schema: ZDateValue,
    where: (day) => ({ [caseRelation]: { end_date: { gte: day } } }),
    options: () => ({ label: 'Érvényes (-tól)', type: 'date' }),
  }),
  valid_range_end: filter({
    schema: ZDateValue,
    where: (day) => ({ [caseRelation]: { start_date: { lte: day } } }),
    options: () => ({ label: 'Érvényes (-ig)', type: 'date' }),
  }),
});

/** financial_year: the records created in a calendar year (the financial year is the calendar year in Hungary). */
export const financialYearFilter: TCaseFilter = filter({
  schema: z.coerce.number().int().min(2000).max(2100),
  where: (y) => ({ created_at: { gte: new Date(Date.UTC(y, 0, 1)), lt: new Date(Date.UTC(y + 1, 0, 1)) } }),
  options: () => ({ label: 'Pénzügyi év', type: 'number', ungrouped: true }),
});

/** waiting_for: a user id, or `g<id>` for a group. The options are the users and groups that a
 * record of this module in the caller's scope waits on: never another school's people. */
export function waitingForFilter(module: string): TCaseFilter {
  return filter({
    schema: z
      .string()
      .regex(/^g?\d+$/, 'Érvénytelen érték.')
      .refine((v) => !/^g?\d+$/.test(v) || ZQueryId.safeParse(v.replace(/^g/, '')).success, 'Nem létező elem.'),
    where: (v) => (v.startsWith('g') ? { waiting_for_group_id: Number(v.slice(1)) } : { waiting_for_user_id: Number(v) }),
    options: async (ctx) => {
      const visible: Prisma.CaseWhereInput = { AND: [{ module }, caseScopeWhere(ctx.user)] };
      const [users, groups] = await Promise.all([
        ctx.prisma.user.findMany({ where: { waiting_cases: { some: visible } }, select: { id: true, name: true }, orderBy: { name: 'asc' }, take: 200 }),
        ctx.prisma.group.findMany({ where: { cases: { some: visible } }, select: { id: true, name: true }, orderBy: { name: 'asc' } }),
      ]);
      return {
        label: 'Kire vár',
        type: 'select',
        choices: [...users.map((u) => ({ value: String(u.id), label: u.name })), ...groups.map((g) => ({ value: `g${g.id}`, label: g.name }))],
      };
    },
  });
}

/** verification_step: the record's current step, offered as the steps of the module's flows. */
export function verificationStepFilter(module: string): TCaseFilter {
  return filter({
    schema: ZQueryIds,
    where: (ids) => ({ current_step_id: { in: ids } }),
    options: async (ctx) => {
      const steps = await ctx.prisma.flowStep.findMany({
        where: { flow: { module } },
        select: { id: true, name: true },
        orderBy: [{ flow_id: 'asc' }, { position: 'asc' }],
      });
      return { label: 'Folyamatlépés', type: 'multi_select', choices: steps.map((s) => ({ value: s.id, label: s.name })) };
    },
  });
}

/** unread / unseen: 002 §7's names of has_unread_comment / has_unseen_attachment in the extra-teaching lists. */
export const unreadFilters: Record<'unread' | 'unseen', TCaseFilter> = {
  unread: flag('Olvasatlan megjegyzés', (ctx) => ({ unread_markers: { some: { user_id: ctx.user.id, kind: 'comment' } } }), false),
  unseen: flag('Új melléklet', (ctx) => ({ unread_markers: { some: { user_id: ctx.user.id, kind: 'attachment' } } }), false),
};

export function commonWorkflowFilters(module: string, initialState: string, opts: { subscribable?: boolean } = {}): Record<string, TCaseFilter> {
  return {
    institution: institutionFilter,
    state: stateFilter(initialState),
    waiting_for: waitingForFilter(module),
    waiting_for_me: flag('Döntésre vár', (ctx) => waitingForMeWhere(ctx.user)),
    // The stock-item constant's spelling, accepted as well (shared DESIGN §10.4).
    waitingForMe: flag('Döntésre vár', (ctx) => waitingForMeWhere(ctx.user), false),
    has_unread_comment: flag('Olvasatlan megjegyzés', (ctx) => ({ unread_markers: { some: { user_id: ctx.user.id, kind: 'comment' } } })),
    has_unseen_attachment: flag('Új melléklet', (ctx) => ({ unread_markers: { some: { user_id: ctx.user.id, kind: 'attachment' } } })),
    ...(opts.subscribable ? { subscribed: flag('Követett', (ctx) => ({ subscriptions: { some: { user_id: ctx.user.id } } })) } : {}),
  };
}
