// The summaries' own calls: dolgozok/ (002 §7: the users a summary can be made for) and
// szerzodesek/ (ours: the contracts a new summary of a user and month would sum, for its form).
import { z } from 'zod';
import { action } from '../../../workflow/define.ts';
import { employeeScopeWhere } from '../../hr/employee-file.ts';
import { institutionOrOwn } from '../../../access/institution-fields.ts';
import { canUseInstitution } from '../../../access/scope.ts';
import { ZRowIdText } from '../../../http/schemas.ts';
import { formatDate } from '@etanker/shared/format.ts';
import { CLOSED_CONTRACT_STATE } from '../../../workflow/contract-month.ts';
import { currentMonth, freeContracts, totals } from './contracts.ts';

/** dolgozok/: the active employees in the caller's HR scope who have an approved extra-teaching contract. */
export const summaryPeople = action({
  on: 'module',
  method: 'GET',
  path: 'dolgozok/',
  summary: 'Dolgozók, akiknek összesítő készíthető (lezárt többlettanítási szerződésük van)',
  output: z.array(z.object({ id: z.number().int(), name: z.string() })),
  run: (tx, ctx) =>
    tx.user.findMany({
      where: {
        is_active: true,
        employee_profile: employeeScopeWhere(ctx.user),
        extra_teaching_contracts: {
          some: { case: { state: CLOSED_CONTRACT_STATE, ...(ctx.user.is_centre ? {} : { institution_id: { in: ctx.user.institution_ids } }) } },
        },
      },
      select: { id: true, name: true },
      orderBy: { name: 'asc' },
    }),
});

const ZPreviewInput = z.object({
  user: ZRowIdText,
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  month: z.coerce.number().int().min(1).max(12).optional(),
  institution: ZRowIdText.optional(),
});

const ZPreviewRow = z.object({
  id: z.number().int(),
  reference_number: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string(),
  payment: z.number().int(),
  total_hours: z.number(),
  total_payment: z.number().int(),
});

/** The contract rows as the summary's details and the preview answer them. */
export const contractRows = (rows: Awaited<ReturnType<typeof freeContracts>>) =>
  rows.map(({ case: c, ...r }) => ({
    ...r,
    reference_number: c.reference_number,
    start_date: formatDate(r.start_date),
    end_date: formatDate(r.end_date),
    total_hours: Number(r.total_hours),
  }));

/** szerzodesek/?user&year&month: what a new summary would sum now, with its totals (the caller's school unless named). */
export const summaryPreview = action({
  on: 'module',
  method: 'GET',
  path: 'szerzodesek/',
  summary: 'Az új összesítő szerződései: a dolgozó adott havi, lezárt, még nem összesített szerződései',
  input: ZPreviewInput,
  output: z.object({ contracts: z.array(ZPreviewRow), total_hours: z.number(), total_payment: z.number().int() }),
  run: async (tx, ctx, { input }) => {
    const institution = institutionOrOwn(ctx.user, input.institution);
    const now = currentMonth();
    const pick = { user: input.user, year: input.year ?? now.year, month: input.month ?? now.month, institution };
    const rows = canUseInstitution(ctx.user, institution) ? await freeContracts(tx, pick) : [];
    return { contracts: contractRows(rows), ...totals(rows) };
  },
});
