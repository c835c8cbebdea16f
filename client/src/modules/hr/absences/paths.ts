import { modulePaths } from '@etanker/shared/modules.ts';

export const { newPath: NEW_PATH } = modulePaths('absences');
