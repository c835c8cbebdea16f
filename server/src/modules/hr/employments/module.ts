// Munkaviszonyok (MODULES.md §3.17): a special module, a sub-resource of the employees.
import { defineSpecialModule } from '../../registration.ts';
import { inScope } from '../../../workflow/relations.ts';
import { institutionDisplayName } from '../../../core/institution-display.ts';
import { formatDate } from '@etanker/shared/format.ts';
import { HR_GATE } from '../commute-infos.ts';
import { employmentOperations } from './operations.ts';

export const employments = defineSpecialModule({
  key: 'employments',
  restBase: 'munkaviszonyok',
  permission: HR_GATE,
  operations: employmentOperations,
  relations: {
    // The start date tells apart two employments of one person at one school.
    employment: {
      model: 'employment',
      select: { id: true, start_date: true, user: { select: { name: true } }, institution: { select: { name: true, unit_code: true } } },
      name: (e: { start_date: Date; user: { name: string }; institution: { name: string; unit_code: string } }) =>
        `${e.user.name} (${institutionDisplayName(e.institution)}, ${formatDate(e.start_date)}-tól)`,
      readable: inScope('institution_id'),
    },
  },
});
