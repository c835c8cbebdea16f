// Munkába járás (MODULES.md §3.21): a special module, one employment's month at a time.
import { defineSpecialModule } from '../../registration.ts';
import { HR_GATE } from '../commute-infos.ts';
import { commuteOperations } from './operations.ts';

export const commute = defineSpecialModule({
  key: 'commute',
  restBase: 'munkabajaras',
  permission: HR_GATE,
  operations: commuteOperations,
});
