// The query of a free-slot lookup (szabad-termek/, szabad-autok/): the period's two fields as the
// record's manifest takes them (Budapest 'YYYY-MM-DD HH:mm', 001 §5), refused in the manifest's own
// words when out of order, and the record being edited, whose own period is not busy. Why from
// the manifest: each lookup restated its record's period fields and their order message.
import { z } from 'zod';
import { ruleHolds, type TCrossFieldRule } from '@etanker/shared/cross-field-rules.ts';
import { ZDateTimeValue } from '../http/schemas.ts';

/** The edited record's id; '' or absent on the new form. */
const ZEditedId = z.union([z.literal(''), z.coerce.number().int().positive().max(2_147_483_647)]).optional();

export function periodQuery<S extends string, E extends string, O extends string>(rules: readonly TCrossFieldRule[], start: S, end: E, edited: O) {
  const order = rules.find((rule) => rule.kind === 'order' && rule.field === end && rule.start === start);
  if (!order) throw new Error(`The manifest has no rule putting '${end}' after '${start}'.`);
  const shape = { [start]: ZDateTimeValue, [end]: ZDateTimeValue, [edited]: ZEditedId } as { [K in S | E]: typeof ZDateTimeValue } & {
    [K in O]: typeof ZEditedId;
  };
  return z.object(shape).refine((query) => ruleHolds(order, (name) => (query as Record<string, unknown>)[name]), { path: [end], message: order.message });
}
