// The list filters of employees (001 §7): home institution, institution of an active
// employment, whether any employment is active, classification, new attachments for me.
import { z } from 'zod';
import type { Prisma } from '../../../generated/prisma/client.ts';
import { filter, type TFilter } from '../../../workflow/define.ts';
import { institutionChoices, ZQueryBool, ZQueryIds } from '../../../workflow/filters.ts';
import { staticItemChoices } from '../../../workflow/static-items.ts';
import { activeEmploymentWhere } from '../employee-file.ts';

type TWhere = Prisma.EmployeeProfileWhereInput;

export const EMPLOYEE_FILTERS: Record<string, TFilter<TWhere>> = {
  institution: filter({
    schema: ZQueryIds,
    where: (ids): TWhere => ({ user: { institution_id: { in: ids } } }),
    options: async (ctx) => ({ label: 'Anyaintézmény', type: 'multi_select' as const, choices: await institutionChoices(ctx) }),
  }),
  active_institution: filter({
    schema: ZQueryIds,
    where: (ids): TWhere => ({ user: { employments: { some: { AND: [{ institution_id: { in: ids } }, activeEmploymentWhere()] } } } }),
    options: async (ctx) => ({ label: 'Aktív munkahely', type: 'multi_select' as const, choices: await institutionChoices(ctx) }),
  }),
  employment_activity: filter({
    schema: z.enum(['active', 'inactive'], 'Érvénytelen választás.'),
    where: (v): TWhere => ({ user: { employments: v === 'active' ? { some: activeEmploymentWhere() } : { none: activeEmploymentWhere() } } }),
    options: () => ({
      label: 'Munkaviszony',
      type: 'select' as const,
      choices: [
        { value: 'active', label: 'Van aktív munkaviszonya' },
        { value: 'inactive', label: 'Nincs aktív munkaviszonya' },
      ],
    }),
  }),
  classification: filter({
    schema: ZQueryIds,
    where: (keys): TWhere => ({ classification: { in: keys } }),
    options: async (ctx) => ({ label: 'Besorolás', type: 'multi_select' as const, choices: await staticItemChoices(ctx.prisma, 'classifications') }),
  }),
  has_unseen_attachment: filter({
    schema: ZQueryBool,
    where: (v, ctx): TWhere => (v ? { case: { unread_markers: { some: { user_id: ctx.user.id, kind: 'attachment' } } } } : {}),
    options: () => ({ label: 'Új melléklet', type: 'bool' as const }),
  }),
};
