// GET mind/?user=&state=closed (002 §7): one user's contracts, unpaged, within the caller's
// scope — the summaries' source (state=closed: the approved ones). year and month (ours) narrow
// it to the contracts of a month (workflow/contract-month.ts).
import { z } from 'zod';
import type { Prisma } from '../../../generated/prisma/client.ts';
import { action } from '../../../workflow/define.ts';
import { caseScopeWhere } from '../../../access/scope.ts';
import { contractStateOf, startInMonth } from '../../../workflow/contract-month.ts';
import { ZRowIdText } from '../../../http/schemas.ts';
import { formatDate } from '@etanker/shared/format.ts';
import { caseModuleOf } from '@etanker/shared/modules.ts';

const MODULE = caseModuleOf('extraTeachingContracts');

const ZMindInput = z.object({
  user: ZRowIdText,
  state: z
    .string()
    .regex(/^[a-z_]{1,30}$/, 'Érvénytelen érték.')
    .optional(),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  month: z.coerce.number().int().min(1).max(12).optional(),
});

const ZMindRow = z.object({
  id: z.number().int(),
  reference_number: z.string().nullable(),
  state: z.string(),
  institution: z.object({ id: z.number().int(), name: z.string() }),
  name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  payment: z.number().int(),
  total_hours: z.number(),
  total_payment: z.number().int(),
});

export const userContracts = action({
  on: 'module',
  method: 'GET',
  path: 'mind/',
  summary: 'Egy dolgozó többlettanítási szerződései (state=closed: a lezártak; year, month: egy hónapé), lapozás nélkül',
  input: ZMindInput,
  output: z.array(ZMindRow),
  run: async (tx, ctx, { input }) => {
    const inMonth = input.year && input.month ? { start_date: startInMonth(input.year, input.month) } : {};
    const where: Prisma.ExtraTeachingContractWhereInput = {
      user_id: input.user,
      ...inMonth,
      case: { AND: [{ module: MODULE }, caseScopeWhere(ctx.user), input.state ? { state: contractStateOf(input.state) } : {}] },
    };
    const rows = await tx.extraTeachingContract.findMany({
      where,
      select: {
        id: true,
        name: true,
        start_date: true,
        end_date: true,
        payment: true,
        total_hours: true,
        total_payment: true,
        case: { select: { reference_number: true, state: true, institution: { select: { id: true, name: true } } } },
      },
      orderBy: [{ start_date: 'asc' }, { id: 'asc' }],
    });
    return rows.map(({ case: c, ...r }) => ({
      ...r,
      ...c,
      start_date: formatDate(r.start_date),
      end_date: formatDate(r.end_date),
      total_hours: Number(r.total_hours),
    }));
  },
});
