import { z } from 'zod';
import { ZRowId } from '../../../http/schemas.ts';

export const ZSystemErrorReportInput = z
  .object({
    title: z.string().trim().min(1, 'Ez a mező nem lehet üres').max(200, 'Maximum 200 karakter lehet.'),
    description: z.string().trim().min(10, 'Minimum 10 karakter kötelező').max(10000),
    category: ZRowId.nullable().optional(),
  })
  .strict();
