// The engine's side of module actions (DESIGN.md §4 "Actions"): each record action's flag, sent
// with the record, is the same check that guards its run, and its button is described for the
// client's generic actions bar.
import type { TTx } from '../db/client.ts';
import type { TAuthedContext } from '../access/context.ts';
import { badRequest, forbidden } from '../http/errors.ts';
import type { TActionButton, TActionRefusal, TAnyAction, TRecordAction } from './define.ts';
import type { TCaseForAction } from './case-access.ts';

/** 'returnToReferent' → 'can_return_to_referent'. */
export const actionFlag = (name: string) => `can_${name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`;

/** Whether the action writes: every POST unless it says otherwise. */
export const actionWrites = (a: TAnyAction) => a.write ?? a.method !== 'GET';

/**
 * A documented POST that changes nothing and takes no input (a record's spreadsheet) is also a
 * GET at the same path: read-only users, and the client's button, read it there.
 */
export const hasReadTwin = (a: TAnyAction) => a.method !== 'GET' && !actionWrites(a) && !a.input && !a.files;

/** The gate every record action shares (read-only users never write), then its own check. */
export async function recordActionRefusal(tx: TTx, ctx: TAuthedContext, a: TRecordAction, c: TCaseForAction): Promise<TActionRefusal | null> {
  if (actionWrites(a) && ctx.user.is_readonly) return { forbidden: true };
  return (await a.can?.(tx, ctx, c)) ?? null;
}

export function refuse(refusal: TActionRefusal): never {
  if ('forbidden' in refusal) throw forbidden();
  throw badRequest({ non_field_errors: [refusal.message] });
}

const recordActions = (actions: Record<string, TAnyAction> | undefined) =>
  Object.entries(actions ?? {}).filter((entry): entry is [string, TRecordAction] => entry[1].on === 'record');

/** The `can_<action>` flags of the actions a user takes on a record (those with a check or a button). */
export async function recordActionFlags(tx: TTx, ctx: TAuthedContext, actions: Record<string, TAnyAction> | undefined, c: TCaseForAction) {
  const flags: Record<string, boolean> = {};
  for (const [name, a] of recordActions(actions)) {
    if (a.can || a.button) flags[actionFlag(name)] = (await recordActionRefusal(tx, ctx, a, c)) === null;
  }
  return flags;
}

/** What the client's actions bar needs to show and run a record action. */
export interface TActionDescription extends TActionButton {
  name: string;
  flag: string;
  method: 'GET' | 'POST' | 'PUT';
  /** Under the record: '{base}/{id}/' + path. */
  path: string;
  download?: boolean;
}

export function actionDescriptions(actions: Record<string, TAnyAction> | undefined): TActionDescription[] {
  return recordActions(actions)
    .filter(([, a]) => a.button)
    .map(([name, a]) => ({
      name,
      flag: actionFlag(name),
      method: hasReadTwin(a) ? 'GET' : a.method,
      path: a.path,
      ...a.button!,
      ...(a.binary ? { download: true } : {}),
    }));
}
