// Munkaviszonyok (MODULES.md §3.17): a special module, a sub-resource of the employees.
import { defineSpecialModule } from '../../registration.ts';
import { HR_GATE } from '../commute-infos.ts';
import { employmentOperations } from './operations.ts';

export const employments = defineSpecialModule({ key: 'employments', restBase: 'munkaviszonyok', permission: HR_GATE, operations: employmentOperations });
