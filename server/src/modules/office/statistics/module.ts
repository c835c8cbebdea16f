// Statisztikák (MODULES.md §3.65): a special module whose menu item stays disabled (000 §2); its
// call answers the counts of the caller's scope's workflow records per module and state.
import { defineSpecialModule } from '../../registration.ts';
import { operation } from '../../../api/operations.ts';
import { readStatistics, ZStatisticsAnswer, ZStatisticsQuery } from './statistics.ts';

export const statistics = defineSpecialModule({
  key: 'statistics',
  restBase: 'statisztika',
  // 000 §2: no gate; every count is of the records the caller reads.
  permission: null,
  operations: {
    get: operation({
      call: 'query',
      access: 'read',
      input: ZStatisticsQuery,
      output: ZStatisticsAnswer,
      run: readStatistics,
      rest: [{ method: 'GET', path: '/', summary: 'Statisztika: a látható rekordok száma modulonként és állapotonként (year)' }],
    }),
  },
});
