// A decision on a stock item (donteshozas/, MODULES.md §3.54): decision_option is one of the
// options or '' (the quick "Ellenőrizve"); answers is an object of short values, sent as a JSON
// text in a multipart form or as an object in JSON ('' or none: no answers).
import { z } from 'zod';
import { STOCK_DECISION_OPTIONS } from '@etanker/shared/stock.ts';

const MAX_ANSWERS = 20;
const BAD_ANSWERS = 'A válaszok formátuma hibás.';

const ZAnswerValue = z.union([z.string().max(2000), z.number(), z.boolean(), z.null()]);

const fromText = (value: unknown) => {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return {};
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};

export const ZStockDecision = z.object({
  decision_option: z
    .enum(['', ...(Object.keys(STOCK_DECISION_OPTIONS) as (keyof typeof STOCK_DECISION_OPTIONS)[])], 'Érvénytelen döntési lehetőség.')
    .nullable()
    .default('')
    .transform((v) => v ?? ''),
  answers: z.preprocess(
    fromText,
    z
      .record(z.string().max(100), ZAnswerValue, BAD_ANSWERS)
      .refine((a) => Object.keys(a).length <= MAX_ANSWERS, BAD_ANSWERS)
      .nullable()
      .default({})
      .transform((a) => a ?? {}),
  ),
});
