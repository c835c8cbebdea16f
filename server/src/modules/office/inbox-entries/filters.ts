// The inbox list's filters beyond the kit's (001 §7): creator, and verified_from / verified_till,
// the Budapest days the entry was registered (iktatva: the Case's creation), both included.
import { filter, type TFilter } from '../../../workflow/define.ts';
import { ZQueryIds } from '../../../workflow/filters.ts';
import { caseScopeWhere } from '../../../access/scope.ts';
import { ZDateValue } from '../../../http/schemas.ts';
import { budapestInstant } from '@etanker/shared/date-time.ts';
import type { Prisma } from '../../../generated/prisma/client.ts';

type TCaseFilter = TFilter<Prisma.CaseWhereInput>;

/** The first instant of a day (a UTC-midnight Date of the query) in Budapest, or of the next one. */
const budapestDay = (day: Date, after = 0) => budapestInstant(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate() + after);

export function inboxFilters(module: string): Record<'creator' | 'verified_from' | 'verified_till', TCaseFilter> {
  return {
    creator: filter({
      schema: ZQueryIds,
      where: (ids) => ({ creator_id: { in: ids } }),
      // Only who registered an entry the caller reads: never another school's people.
      options: async (ctx) => {
        const visible: Prisma.CaseWhereInput = { AND: [{ module }, caseScopeWhere(ctx.user)] };
        const users = await ctx.prisma.user.findMany({
          where: { created_cases: { some: visible } },
          select: { id: true, name: true },
          orderBy: { name: 'asc' },
          take: 200,
        });
        return { label: 'Rögzítő', type: 'multi_select', choices: users.map((u) => ({ value: u.id, label: u.name })) };
      },
    }),
    verified_from: filter({
      schema: ZDateValue,
      where: (day) => ({ created_at: { gte: budapestDay(day) } }),
      options: () => ({ label: 'Iktatva (-tól)', type: 'date' }),
    }),
    verified_till: filter({
      schema: ZDateValue,
      where: (day) => ({ created_at: { lt: budapestDay(day, 1) } }),
      options: () => ({ label: 'Iktatva (-ig)', type: 'date' }),
    }),
  };
}
