// Four eyes (DESIGN.md, Workflow engine): a record's creator never decides its approval steps,
// and nobody decides two steps of one record, unless its flow allows it (Flow.allow_same_decider).
// Steps the creator holds by design (role 'creator': the submit step, a later confirmation) are
// theirs. Deciding the same step again after the record came back to it is no second step. The
// creator's half as a Case where (lists of what waits for the user) is access/waiting-for-me.ts.

/** What the rule reads of the current step: its position, whom it names, its flow's setting. */
export type TFourEyesStep = { position: number; assignee_role: string | null; flow: { allow_same_decider: boolean } };

/** A decision of the record's history; history entries of storno, cancel or return have no option. */
export type TPriorDecision = { user_id: number; position: number; option_id: number | null };

export const OWN_RECORD = 'Saját kérelméről nem dönthet.';
export const EARLIER_STEP = 'Ezt a lépést nem döntheti el: a rekord korábbi lépéséről már Ön döntött.';

const applies = (step: TFourEyesStep) => step.assignee_role !== 'creator' && !step.flow.allow_same_decider;

/** Who made a decision of the record on another step than `position`. */
const decidersElsewhere = (decisions: readonly TPriorDecision[], position: number) =>
  decisions.filter((d) => d.option_id !== null && d.position !== position).map((d) => d.user_id);

/** Why four eyes keep `userId` from deciding the record's current step, or null. */
export function fourEyesRefusal(userId: number, c: { creator_id: number; decisions: readonly TPriorDecision[] }, step: TFourEyesStep): string | null {
  if (!applies(step)) return null;
  if (c.creator_id === userId) return OWN_RECORD;
  return decidersElsewhere(c.decisions, step.position).includes(userId) ? EARLIER_STEP : null;
}

/** The people four eyes keep from deciding `step` of the record: a role step resolves to someone else. */
export function excludedDeciders(c: { creator_id: number; decisions: readonly TPriorDecision[] }, step: TFourEyesStep): Set<number> {
  return applies(step) ? new Set([c.creator_id, ...decidersElsewhere(c.decisions, step.position)]) : new Set();
}
