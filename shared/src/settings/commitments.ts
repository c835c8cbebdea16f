// The commitments' settings group: the server checks a commitment by it, the client marks fields required.
import { z } from 'zod';
import { defineModuleSettings, settingFlag } from '../settings.ts';

/** Kötelezettségvállalás (spec 001 §9). */
export const COMMITMENT_SETTINGS = defineModuleSettings('commitments', {
  can_upload_after_closed: settingFlag(true),
  financial_entry_required: settingFlag(true),
  auto_generated_reference_number: settingFlag(false),
  use_products: settingFlag(false),
  mandatory_products: settingFlag(false),
  calculate_net: settingFlag(false),
  used_currencies: z.array(z.number().int()).catch([]),
});
export type TCommitmentSettings = z.output<typeof COMMITMENT_SETTINGS.schema>;
