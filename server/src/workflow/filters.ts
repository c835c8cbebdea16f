// Filters every workflow list shares (spec 001 §7): they are Case columns and Case children.
import { z } from 'zod';
import type { Prisma } from '../generated/prisma/client.ts';
import type { TFilter } from '../modules/define.ts';
import type { TAuthedContext } from '../trpc/init.ts';
import { waitingForUserWhere } from '../access/scope.ts';
import { FLOW_STATES } from './states.ts';

type TCaseFilter = TFilter<Prisma.CaseWhereInput>;

export const ZQueryBool = z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')]);
export const ZQueryId = z.coerce.number().int().positive();
export const ZQueryIds = z.union([ZQueryId.transform((v) => [v]), z.string().regex(/^\d+(,\d+)*$/).transform((v) => v.split(',').map(Number)), z.array(ZQueryId)]);

const bool = (where: (v: true) => Prisma.CaseWhereInput, label: string): TCaseFilter => ({
  schema: ZQueryBool,
  where: ((v: boolean) => (v ? where(true) : {})) as never,
  options: () => ({ label, type: 'bool' }),
});

export function stateFilter(initialState: string): TCaseFilter {
  return {
    schema: z.union([z.string().min(1).transform((v) => v.split(',')), z.array(z.string())]),
    where: ((states: string[]) => ({ state: { in: states } })) as never,
    options: () => ({
      label: 'Állapot',
      type: 'multi_select',
      choices: [{ value: initialState, label: FLOW_STATES.saved }, ...Object.entries(FLOW_STATES).filter(([k]) => k !== 'saved').map(([value, label]) => ({ value, label }))],
    }),
  };
}

export const institutionFilter: TCaseFilter = {
  schema: ZQueryIds,
  where: ((ids: number[]) => ({ institution_id: { in: ids } })) as never,
  options: async (ctx) => {
    const rows = await ctx.prisma.institution.findMany({
      where: ctx.user.is_centre ? { is_active: true } : { id: { in: ctx.user.institution_ids } },
      select: { id: true, name: true, unit_code: true },
      orderBy: { name: 'asc' },
    });
    return { label: 'Intézmény', type: 'multi_select', choices: rows.map((r) => ({ value: r.id, label: `${r.unit_code} - ${r.name}` })) };
  },
};

export const affectedInstitutionFilter: TCaseFilter = {
  ...institutionFilter,
  where: ((ids: number[]) => ({ affected_institution_id: { in: ids } })) as never,
  options: async (ctx) => ({ ...(await institutionFilter.options!(ctx)), label: 'Érintett intézmény' }),
};

/** waiting_for: a user id, or `g<id>` for a group. */
export const waitingForFilter: TCaseFilter = {
  schema: z.string().regex(/^g?\d+$/, 'Érvénytelen érték.'),
  where: ((v: string) => (v.startsWith('g') ? { waiting_for_group_id: Number(v.slice(1)) } : { waiting_for_user_id: Number(v) })) as never,
  options: async (ctx) => {
    const [users, groups] = await Promise.all([
      ctx.prisma.user.findMany({ where: { waiting_cases: { some: {} } }, select: { id: true, name: true }, orderBy: { name: 'asc' }, take: 200 }),
      ctx.prisma.group.findMany({ select: { id: true, name: true }, orderBy: { name: 'asc' } }),
    ]);
    return { label: 'Kire vár', type: 'select', choices: [...users.map((u) => ({ value: String(u.id), label: u.name })), ...groups.map((g) => ({ value: `g${g.id}`, label: g.name }))] };
  },
};

export function commonWorkflowFilters(initialState: string, opts: { subscribable?: boolean } = {}): Record<string, TCaseFilter> {
  const waitingForMe: TCaseFilter = {
    schema: ZQueryBool,
    where: ((v: boolean, ctx: TAuthedContext) => (v ? waitingForUserWhere(ctx.user) : {})) as never,
    options: () => ({ label: 'Döntésre vár', type: 'bool' }),
  };
  return {
    institution: institutionFilter,
    state: stateFilter(initialState),
    waiting_for: waitingForFilter,
    waiting_for_me: waitingForMe,
    waitingForMe: { ...waitingForMe, options: undefined },
    has_unread_comment: { ...bool(() => ({}), 'Olvasatlan megjegyzés'), where: ((v: boolean, ctx: TAuthedContext) => (v ? { unread_markers: { some: { user_id: ctx.user.id, kind: 'comment' } } } : {})) as never },
    has_unseen_attachment: { ...bool(() => ({}), 'Új melléklet'), where: ((v: boolean, ctx: TAuthedContext) => (v ? { unread_markers: { some: { user_id: ctx.user.id, kind: 'attachment' } } } : {})) as never },
    ...(opts.subscribable
      ? { subscribed: { ...bool(() => ({}), 'Követett'), where: ((v: boolean, ctx: TAuthedContext) => (v ? { subscriptions: { some: { user_id: ctx.user.id } } } : {})) as never } }
      : {}),
  };
}
