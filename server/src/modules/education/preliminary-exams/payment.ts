// The payment of a preliminary exam contract (DESIGN.md "Education contracts"): the corrected
// papers — certified (final_correction_count) once igazol/ recorded them, planned before — times
// the fee per paper, plus the supervising fee when the teacher supervises the exam. Whole
// forints times whole papers: exact integers, no rounding anywhere.
import type { TTx } from '../../../db/client.ts';
import { readModuleSettings } from '../../../core/settings.ts';
import { createData } from '../../../workflow/manifest-model.ts';
import { PRELIMINARY_EXAM_MANIFEST as MANIFEST, type TPreliminaryExamInput } from './manifest.ts';
import { PRELIMINARY_EXAM_SETTINGS } from './settings.ts';

type TTerms = { correction_count: number; final_correction_count: number | null; correction_fee: number; supervising_fee: number; supervising_exam: boolean };

export const examPayment = (t: TTerms) => (t.final_correction_count ?? t.correction_count) * t.correction_fee + (t.supervising_exam ? t.supervising_fee : 0);

const TERMS_SELECT = { final_correction_count: true, correction_fee: true, supervising_fee: true } as const;

/** A new contract takes the settings' rates; an edit keeps its own rates and certified count. */
export async function writeExam(tx: TTx, id: number, input: TPreliminaryExamInput, create: boolean) {
  const kept = create
    ? { ...(await readModuleSettings(tx, PRELIMINARY_EXAM_SETTINGS)), final_correction_count: null }
    : await tx.preliminaryExam.findUniqueOrThrow({ where: { id }, select: TERMS_SELECT });
  const terms = { correction_fee: kept.correction_fee, supervising_fee: kept.supervising_fee };
  const data = { ...MANIFEST.toData(input), ...terms, total_payment: examPayment({ ...input, ...terms, final_correction_count: kept.final_correction_count }) };
  if (create) await tx.preliminaryExam.create({ data: createData('PreliminaryExam', { id, ...data }), select: { id: true } });
  else await tx.preliminaryExam.update({ where: { id }, data, select: { id: true } });
}

/** A copy (masolas/) is a new contract: today's rates, not certified, paid by the planned papers. */
export async function resetCopy(tx: TTx, id: number) {
  const rates = await readModuleSettings(tx, PRELIMINARY_EXAM_SETTINGS);
  const r = await tx.preliminaryExam.findUniqueOrThrow({ where: { id }, select: { correction_count: true, supervising_exam: true } });
  const terms = { ...r, correction_fee: rates.correction_fee, supervising_fee: rates.supervising_fee, final_correction_count: null };
  await tx.preliminaryExam.update({
    where: { id },
    data: { ...terms, total_payment: examPayment(terms), certified_at: null, certified_by_id: null },
    select: { id: true },
  });
}
