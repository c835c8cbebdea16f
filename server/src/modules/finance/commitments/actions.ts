// When the commitment-only actions are open: one predicate each, the `can` of its declaration
// (extras.ts), so its flag (can_supplement, can_return_to_referent) and its run agree and the
// client never works out flow positions itself.
import type { TTx } from '../../../db/client.ts';
import type { TCurrentUser } from '../../../auth/current-user.ts';
import { canWriteOnRecord, isFinal, type TCaseForAction } from '../../../workflow/case-access.ts';
import { flowSteps } from '../../../workflow/flows.ts';
import type { TActionRefusal } from '../../../workflow/define.ts';

/** Pótigény: on an approved commitment, by anyone who may write. */
export function supplementRefusal(user: TCurrentUser, c: Pick<TCaseForAction, 'state'>): TActionRefusal | null {
  if (!canWriteOnRecord(user)) return { forbidden: true };
  if (c.state !== 'closed_positive') return { message: 'Pótigény csak jóváhagyott kötelezettségvállaláshoz adható.' };
  return null;
}

type TStep = NonNullable<TCaseForAction['current_step']>;

/** Back to a referent: the centre, while the record waits on a step after the referent's
 * (a draft or a record at the school manager would skip them). Open: the step it waits on and the referent's. */
export async function referentReturn(tx: TTx, user: TCurrentUser, c: TCaseForAction): Promise<{ refusal: TActionRefusal } | { from: TStep; to: TStep }> {
  if (!user.is_centre || !canWriteOnRecord(user)) return { refusal: { forbidden: true } };
  const from = c.current_step;
  if (isFinal(c.state) || !from) return { refusal: { message: 'Lezárt kötelezettségvállalás nem adható vissza.' } };
  if (c.state !== 'under_checking') return { refusal: { message: 'Be nem küldött kötelezettségvállalás nem adható vissza a referensnek.' } };
  const to = (await flowSteps(tx, from.flow_id)).find((s) => s.assignee_role === 'referent');
  if (!to) return { refusal: { message: 'A folyamatban nincs pénzügyi referens lépés.' } };
  if (from.position <= to.position) return { refusal: { message: 'Csak a pénzügyi referens ellenőrzése utáni lépésből adható vissza a referensnek.' } };
  return { from, to };
}
