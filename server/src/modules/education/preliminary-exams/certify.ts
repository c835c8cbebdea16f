// POST {id}/igazol/ (002 §7 "sends the exam"): after the exam the school certifies how many papers
// the teacher corrected; the payment follows the certified count (payment.ts). Only an approved
// contract, once, and by its own school (the centre approved it; certifying what happened at the
// exam is the school's word).
import { z } from 'zod';
import { action } from '../../../workflow/define.ts';
import { canUseInstitution } from '../../../access/scope.ts';
import { PRELIMINARY_EXAM_MANIFEST as MANIFEST } from './manifest.ts';
import { examPayment } from './payment.ts';

export const CERTIFY_MESSAGES = {
  notApproved: 'Csak jóváhagyott megbízás teljesítése igazolható.',
  certified: 'A vizsga teljesítését már igazolták.',
} as const;

const TERMS_SELECT = { correction_count: true, correction_fee: true, supervising_fee: true, supervising_exam: true, certified_at: true } as const;

export const certifyExam = action({
  on: 'record',
  method: 'POST',
  path: 'igazol/',
  summary: 'A felvételi vizsga teljesítésének igazolása (final_correction_count); a díj a kijavított dolgozatok szerint',
  input: z.object({ final_correction_count: MANIFEST.fields.correction_count.schema }).strict(),
  can: async (tx, ctx, c) => {
    if (ctx.user.is_centre || !canUseInstitution(ctx.user, c.institution_id)) return { forbidden: true };
    if (c.state !== 'closed_positive') return { message: CERTIFY_MESSAGES.notApproved };
    const r = await tx.preliminaryExam.findUniqueOrThrow({ where: { id: c.id }, select: { certified_at: true } });
    return r.certified_at ? { message: CERTIFY_MESSAGES.certified } : null;
  },
  run: async (tx, ctx, { id, input }) => {
    const r = await tx.preliminaryExam.findUniqueOrThrow({ where: { id }, select: TERMS_SELECT });
    const final = input.final_correction_count;
    await tx.preliminaryExam.update({
      where: { id },
      data: {
        final_correction_count: final,
        total_payment: examPayment({ ...r, final_correction_count: final }),
        certified_at: new Date(),
        certified_by_id: ctx.user.id,
      },
      select: { id: true },
    });
  },
  button: { label: 'Teljesítés igazolása', dialog: true, done: 'A vizsga teljesítését igazolta.' },
});
