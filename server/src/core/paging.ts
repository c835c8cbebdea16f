// List paging of the REST contract (DESIGN.md §5): page is 1-based, limit 25 by default, max 100.
import { z } from 'zod';

export const ZPageQuery = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

export const pageArgs = (q: TPageQuery) => ({ skip: (q.page - 1) * q.limit, take: q.limit });
