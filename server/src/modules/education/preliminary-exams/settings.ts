// The preliminary exam contracts' settings group (MODULES.md §3.33 "preliminary exams group"):
// the rates a new contract is made with (DESIGN.md "Education contracts"), whole forints.
import { z } from 'zod';
import { defineModuleSettings, settingFlag } from '@etanker/shared/settings.ts';

// At most 100 000 Ft: 10 000 papers × the fee still fits the payment column.
const forint = (fallback: number) => z.number().int().min(0).max(100_000).catch(fallback);

/** correction_fee per corrected paper, supervising_fee once for supervising the exam; a contract
 * keeps the rates it was made with (a later change of the settings does not reprice it). */
export const PRELIMINARY_EXAM_SETTINGS = defineModuleSettings('preliminary_exams', {
  can_upload_after_closed: settingFlag(true),
  correction_fee: forint(1200),
  supervising_fee: forint(9000),
});
