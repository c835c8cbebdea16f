// The documents settings group (000 §9): whether a school's own tree starts with the predefined folders.
import { defineModuleSettings, settingFlag } from '@etanker/shared/settings.ts';

export const DOCUMENT_SETTINGS = defineModuleSettings('documents', {
  predefined_directory_structure: settingFlag(true),
});
