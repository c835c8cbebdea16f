// The rule of a recognition proposal besides its fields' own: a proposal is submitted (the
// creator's step, any positive option) only with all four consents of the candidate; a draft is
// saved without them. The refusal names each missing consent at its field.
import type { TTx } from '../../../db/client.ts';
import { badRequest } from '../../../http/errors.ts';

export const CONSENTS = {
  consent_store_data: 'A beküldéshez szükséges a jelölt hozzájárulása adatai kezeléséhez.',
  has_no_disqualification_reason: 'A beküldéshez szükséges a nyilatkozat, hogy a jelölttel szemben nem áll fenn kizáró ok.',
  accept_recognition: 'A beküldéshez szükséges a jelölt nyilatkozata, hogy az elismerést elfogadja.',
  consent_publish_name: 'A beküldéshez szükséges a jelölt hozzájárulása neve nyilvánosságra hozatalához.',
} as const;

type TConsent = keyof typeof CONSENTS;

/** beforeDecision: the submission from the creator's step refused (400) while a consent is missing. */
export async function checkConsents(tx: TTx, _ctx: unknown, event: { id: number; position: number; option: { type: string } }): Promise<void> {
  if (event.position !== 0 || event.option.type !== 'positive') return;
  const given = await tx.recognition.findUniqueOrThrow({
    where: { id: event.id },
    select: { consent_store_data: true, has_no_disqualification_reason: true, accept_recognition: true, consent_publish_name: true },
  });
  const missing = (Object.keys(CONSENTS) as TConsent[]).filter((key) => !given[key]);
  if (missing.length) throw badRequest(Object.fromEntries(missing.map((key) => [key, [CONSENTS[key]]])));
}
