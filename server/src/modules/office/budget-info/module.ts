// Költségvetés (MODULES.md §3.64): a special module whose menu item stays disabled (000 §2); its
// call answers the year's budget info of the caller's institutions (the centre: every school's).
import { defineSpecialModule } from '../../registration.ts';
import { operation } from '../../../api/operations.ts';
import { readBudgetInfo, ZBudgetInfoAnswer, ZBudgetInfoQuery } from './budget-info.ts';

export const budgetInfo = defineSpecialModule({
  key: 'budgetInfo',
  restBase: 'penzugy/intezmenyi-koltsegvetes',
  // 000 §2: no gate; the scope keeps each school to its own figures.
  permission: null,
  operations: {
    get: operation({
      call: 'query',
      access: 'read',
      input: ZBudgetInfoQuery,
      output: ZBudgetInfoAnswer,
      run: readBudgetInfo,
      rest: [{ method: 'GET', path: '/', summary: 'Intézményi költségvetés: az év keretei és rovatonkénti kötelezettségvállalásai (year, institution)' }],
    }),
  },
});
