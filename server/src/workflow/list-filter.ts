// A list filter as a module declares it (define.ts `filters`), in a file of its own below the
// definition so that the engine's own filters (file-filters.ts) need not import define.ts.
import type { z } from 'zod';
import type { TAuthedContext } from '../access/context.ts';

export interface TFilterOption {
  label: string;
  type: 'select' | 'multi_select' | 'bool' | 'date' | 'number' | 'text';
  choices?: { value: string | number; label: string }[];
  /** a number filter whose value is a code (a year, a month): typed without the thousands separator */
  ungrouped?: boolean;
}

/** One list filter: its zod schema (query strings arrive as text), the where it adds, its options. */
export interface TFilter<TWhere> {
  schema: z.ZodType;
  where: (value: never, ctx: TAuthedContext) => TWhere | Promise<TWhere>;
  options?: (ctx: TAuthedContext) => Promise<TFilterOption> | TFilterOption;
}

/** A filter whose `where` is typed by its schema's output. */
export function filter<TValue, TWhere>(f: {
  schema: z.ZodType<TValue>;
  where: (value: TValue, ctx: TAuthedContext) => TWhere | Promise<TWhere>;
  options?: (ctx: TAuthedContext) => Promise<TFilterOption> | TFilterOption;
}): TFilter<TWhere> {
  return f as unknown as TFilter<TWhere>;
}
