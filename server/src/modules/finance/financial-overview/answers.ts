// The documented answers of the financial overview, for the OpenAPI document.
import { z } from 'zod';

export const ZOverviewInstitutionsAnswer = z.array(z.object({ id: z.number().int(), name: z.string(), type: z.string() }));

/** One institution's year: the budget lines by group, the periodic reports and the commitments' values. */
export const ZOverviewAnswer = z.looseObject({
  entry_groups: z.array(z.looseObject({})),
  periodic_reports: z.array(z.looseObject({})),
  commitment_values: z.unknown(),
});

export const ZYearsAnswer = z.array(z.number().int());
