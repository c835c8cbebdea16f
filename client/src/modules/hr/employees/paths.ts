import { modulePaths } from '@etanker/shared/modules.ts';

export const { listPath: LIST_PATH, detailPath } = modulePaths('employees');
