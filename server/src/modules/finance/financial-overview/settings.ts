// The finance settings group (000 §9): show_commitments_in_overview, default true.
import { defineModuleSettings, settingFlag } from '@etanker/shared/settings.ts';

export const FINANCE_SETTINGS = defineModuleSettings('finance', { show_commitments_in_overview: settingFlag(true) });
