// The external lecturer contracts settings group (000 §9): delta_days_backward, default 0 — how
// many days before today a contract (or an extension) may start when it is recorded.
import { z } from 'zod';
import { defineModuleSettings } from '@etanker/shared/settings.ts';

export const EXTERNAL_LECTURER_SETTINGS = defineModuleSettings('external_lecturer_contracts', {
  delta_days_backward: z.number().int().min(0).max(365).catch(0),
});
