// Creating a Case and the moves that are not decisions: storno, cancel, delete, copy.
import { markActor } from './actor.ts';
import type { TTx } from '../db/client.ts';
import { Prisma } from '../generated/prisma/client.ts';
import type { TAuthedContext } from '../access/context.ts';
import type { TAnyWorkflowModule, TWorkflowModule, TWorkflowCaseFields } from './define.ts';
import { badRequest, conflict, forbidden, fieldError, notFound } from '../http/errors.ts';
import { canUseInstitution } from '../access/scope.ts';
import { checkInstitutionFields, OUTSIDE_SCOPE } from '../access/institution-fields.ts';
import { normalizeSearch } from '@etanker/shared/format.ts';
import { flowSteps, resolveAssignee, selectFlowId } from './flows.ts';
import { canCancel, canCopy, canCreate, canDelete, canStorno, loadCaseForAction, type TCaseForAction } from './case-access.ts';
import { saveExtraFieldAnswers, type TExtraFieldAnswers } from './extra-fields.ts';
import { areaPermissionOf } from './areas.ts';
import { personalViews } from './personal-view.ts';

const HAS_DECISIONS = 'Döntést tartalmazó rekord nem törölhető; sztornózza helyette.';

async function nextReference(tx: TTx, prefix: string, module: string): Promise<string> {
  const year = new Date().getFullYear();
  const counter = await tx.referenceCounter.upsert({
    where: { module_year: { module, year } },
    create: { module, year, last: 1 },
    update: { last: { increment: 1 } },
    select: { last: true },
  });
  return `${prefix}/${year}/${String(counter.last).padStart(5, '0')}`;
}

/** Puts a stored record on its flow's first step (or takes it off when the module has no flow);
 * the flow is picked from the stored record, so computed fields such as a commitment's cost count. */
async function firstStep(tx: TTx, def: TAnyWorkflowModule, id: number, institutionId: number, creatorId: number) {
  const flowId = await selectFlowId(tx, def.caseModule, await def.flowRecord(tx, id));
  const step = flowId ? ((await flowSteps(tx, flowId))[0] ?? null) : null;
  const waiting = step
    ? await resolveAssignee(tx, step, { creator_id: creatorId, institution_id: institutionId })
    : { waiting_for_user_id: null, waiting_for_group_id: null };
  return { flow_id: flowId, current_step_id: step?.id ?? null, ...waiting };
}

export async function saveModuleExtraFields(tx: TTx, def: TAnyWorkflowModule, id: number, data: unknown): Promise<void> {
  if (!def.extraFields) return;
  const input = data as { extra_field_answers?: TExtraFieldAnswers };
  await saveExtraFieldAnswers(tx, def.caseModule, id, input.extra_field_answers ?? [], input as Record<string, unknown>);
}

export async function refreshSearchText(tx: TTx, def: TAnyWorkflowModule, id: number): Promise<void> {
  const reference = await tx.case.findUniqueOrThrow({ where: { id }, select: { reference_number: true } });
  const { title, searchText } = await def.describe(tx, id);
  await tx.case.update({
    where: { id },
    data: { title: title.slice(0, 300), search_text: normalizeSearch(`${reference.reference_number} ${title} ${searchText}`) },
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the other type parameters are the module's own; only this one matters here
export async function createCase<TCreate>(tx: TTx, ctx: TAuthedContext, def: TWorkflowModule<TCreate, any>, data: TCreate): Promise<number> {
  if (!canCreate(ctx.user, def)) throw forbidden();
  const permission = areaPermissionOf(def, ctx.user, data);
  await checkInstitutionFields(tx, ctx.user, def.institutionFields, data);
  const fields = await def.prepareCreate(tx, ctx, data);
  if (!canUseInstitution(ctx.user, fields.institution_id)) throw fieldError('institution', OUTSIDE_SCOPE);
  if (fields.affected_institution_id && !canUseInstitution(ctx.user, fields.affected_institution_id)) throw fieldError('affected_institution', OUTSIDE_SCOPE);
  await def.manifest?.checkReferences?.(tx, data, ctx.user);
  const auto = def.referencePrefix ? ((await def.autoReference?.(tx)) ?? true) : false;
  await markActor(tx, ctx.user.id);
  const created = await tx.case.create({
    data: {
      module: def.caseModule,
      institution_id: fields.institution_id,
      affected_institution_id: fields.affected_institution_id ?? null,
      creator_id: ctx.user.id,
      state: def.initialState,
      reference_number: auto ? await nextReference(tx, def.referencePrefix!, def.caseModule) : '',
      permission,
      reader_institution_ids: fields.reader_institution_ids ?? [],
      hidden_from_schools: fields.hidden_from_schools ?? false,
    },
    select: { id: true },
  });
  await def.insert(tx, ctx, created.id, data);
  await tx.case.update({ where: { id: created.id }, data: await firstStep(tx, def, created.id, fields.institution_id, ctx.user.id) });
  await saveModuleExtraFields(tx, def, created.id, data);
  await refreshSearchText(tx, def, created.id);
  return created.id;
}

/** An edit before submission may change what picks the flow (e.g. the cost): pick it again. */
export async function afterEdit(tx: TTx, ctx: TAuthedContext, def: TAnyWorkflowModule, c: TCaseForAction, fields: Partial<TWorkflowCaseFields>): Promise<void> {
  const data: Record<string, unknown> = { version: { increment: 1 }, last_activity_at: new Date() };
  if (fields.institution_id !== undefined) {
    if (!canUseInstitution(ctx.user, fields.institution_id)) throw fieldError('institution', OUTSIDE_SCOPE);
    data.institution_id = fields.institution_id;
  }
  if (fields.affected_institution_id !== undefined) {
    if (fields.affected_institution_id !== null && !canUseInstitution(ctx.user, fields.affected_institution_id))
      throw fieldError('affected_institution', OUTSIDE_SCOPE);
    data.affected_institution_id = fields.affected_institution_id;
  }
  if (fields.reader_institution_ids !== undefined) data.reader_institution_ids = fields.reader_institution_ids;
  if (fields.hidden_from_schools !== undefined) data.hidden_from_schools = fields.hidden_from_schools;
  if (c.state === def.initialState) {
    Object.assign(data, await firstStep(tx, def, c.id, fields.institution_id ?? c.institution_id, c.creator_id));
  }
  await markActor(tx, ctx.user.id);
  const updated = await tx.case.updateMany({ where: { id: c.id, version: c.version }, data });
  if (updated.count === 0) throw conflict();
  await refreshSearchText(tx, def, c.id);
}

async function historyEntry(tx: TTx, ctx: TAuthedContext, c: TCaseForAction, label: string, answers: Prisma.InputJsonObject[] = []) {
  await tx.decision.create({
    data: {
      case_id: c.id,
      user_id: ctx.user.id,
      user_name: ctx.user.name,
      step_name: c.current_step?.name ?? '',
      position: c.current_step?.position ?? 0,
      decision: 'neutral',
      decision_label: label,
      answers,
    },
  });
}

async function move(tx: TTx, ctx: TAuthedContext, c: TCaseForAction, data: Record<string, unknown>) {
  await markActor(tx, ctx.user.id);
  const updated = await tx.case.updateMany({
    where: { id: c.id, version: c.version },
    data: { ...data, current_step_id: null, waiting_for_user_id: null, waiting_for_group_id: null, version: { increment: 1 }, last_activity_at: new Date() },
  });
  if (updated.count === 0) throw conflict();
}

/** Sztornó: reverses a submitted or approved record, or one sent back to its creator (which
 * cannot be deleted); the centre, or its creator while in progress. */
export async function stornoCase(tx: TTx, ctx: TAuthedContext, def: TAnyWorkflowModule, id: number): Promise<void> {
  const c = await loadCaseForAction(tx, ctx.user, def.caseModule, id);
  const hasDecisions = (await tx.decision.count({ where: { case_id: id } })) > 0;
  if (!canStorno(ctx.user, c, def.initialState, hasDecisions)) {
    const inProgress = c.state === 'under_checking' || c.state === 'closed_positive' || (c.state === def.initialState && hasDecisions);
    throw inProgress ? forbidden() : badRequest({ non_field_errors: ['Csak folyamatban lévő vagy jóváhagyott rekord sztornózható.'] });
  }
  await move(tx, ctx, c, { state: 'rolled_back', closed_at: new Date() });
  await historyEntry(tx, ctx, c, 'Sztornózva');
}

/** Lemondás: an approved record ends (Megszűnt) on its cancellation_date. */
export async function cancelCase(tx: TTx, ctx: TAuthedContext, def: TAnyWorkflowModule, id: number, cancellationDate: Date): Promise<void> {
  const c = await loadCaseForAction(tx, ctx.user, def.caseModule, id);
  if (!canCancel(ctx.user, c)) {
    if (c.state === 'closed_positive') throw forbidden();
    throw badRequest({ non_field_errors: ['Csak jóváhagyott rekord mondható le.'] });
  }
  await move(tx, ctx, c, { state: 'cancelled', cancellation_date: cancellationDate });
  await historyEntry(tx, ctx, c, 'Lemondva', [
    { codename: 'cancellation_date', type: 'date', label: 'Megszűnés dátuma', value: cancellationDate.toISOString().slice(0, 10), choices: [] },
  ]);
}

/** A draft that never had a decision is deleted; once decided on, a record is kept for its
 * history (storno instead). Of simultaneous deletes one wins, the others find nothing: 404. */
export async function deleteCase(tx: TTx, ctx: TAuthedContext, def: TAnyWorkflowModule, id: number): Promise<void> {
  const c = await loadCaseForAction(tx, ctx.user, def.caseModule, id);
  const hasDecisions = (await tx.decision.count({ where: { case_id: id } })) > 0;
  if (!canDelete(ctx.user, c, def.initialState, hasDecisions)) {
    if (c.state !== def.initialState) throw badRequest({ non_field_errors: ['Beküldött rekord nem törölhető.'] });
    throw hasDecisions && !ctx.user.is_readonly ? badRequest({ non_field_errors: [HAS_DECISIONS] }) : forbidden();
  }
  await def.beforeDelete?.(tx, ctx, id);
  await markActor(tx, ctx.user.id);
  const deleted = await tx.case.deleteMany({ where: { id, version: c.version, decisions: { none: {} } } });
  if (deleted.count === 0) {
    const still = await tx.case.findUnique({ where: { id }, select: { id: true } });
    throw still ? conflict() : notFound();
  }
}

/** Másolás: a new record with the same content, owned by the copier, at the start of its flow. */
export async function copyCase(tx: TTx, ctx: TAuthedContext, def: TAnyWorkflowModule, id: number): Promise<number> {
  const c = await loadCaseForAction(tx, ctx.user, def.caseModule, id);
  if (!canCopy(ctx.user, c) || !canCreate(ctx.user, def)) throw forbidden();
  // The copier is the copy's creator, who reads its personal data: only a reader of the source's may copy it.
  if (!(await personalViews(tx, ctx.user, def, [c.id])).view(c.id).personal) throw forbidden();
  const institutionId = canUseInstitution(ctx.user, c.institution_id) ? c.institution_id : ctx.user.institution_id!;
  const readers = await tx.case.findUniqueOrThrow({ where: { id: c.id }, select: { reader_institution_ids: true, hidden_from_schools: true } });
  await markActor(tx, ctx.user.id);
  const created = await tx.case.create({
    data: {
      module: def.caseModule,
      institution_id: institutionId,
      affected_institution_id: c.affected_institution_id !== null && canUseInstitution(ctx.user, c.affected_institution_id) ? c.affected_institution_id : null,
      creator_id: ctx.user.id,
      state: def.initialState,
      reference_number: def.referencePrefix && ((await def.autoReference?.(tx)) ?? true) ? await nextReference(tx, def.referencePrefix, def.caseModule) : '',
      // The copy stays in the source's area (the copier sees the source, so it holds it).
      permission: c.permission,
      // Its content is the source's, so are its readers (an invoice's parts' schools).
      ...readers,
    },
    select: { id: true },
  });
  await def.copy(tx, ctx, c.id, created.id);
  const answers = await tx.extraFieldAnswer.findMany({ where: { case_id: c.id }, select: { field_id: true, section_index: true, value: true } });
  if (answers.length) await tx.extraFieldAnswer.createMany({ data: answers.map((a) => ({ ...a, case_id: created.id, value: a.value ?? Prisma.DbNull })) });
  await tx.case.update({
    where: { id: created.id },
    data: await firstStep(tx, def, created.id, institutionId, ctx.user.id),
  });
  await refreshSearchText(tx, def, created.id);
  return created.id;
}

/**
 * Sends a record in progress back to an earlier step of its flow, waiting on one user (e.g. a
 * commitment back to the finance referent): the move and its history entry, under the version.
 * `state`: the record's state there (back on its first step: the module's first state).
 */
export async function returnToStep(
  tx: TTx,
  ctx: TAuthedContext,
  c: TCaseForAction,
  to: { id: number },
  waitingForUserId: number,
  label: string,
  state = 'under_checking',
): Promise<void> {
  await markActor(tx, ctx.user.id);
  const updated = await tx.case.updateMany({
    where: { id: c.id, version: c.version },
    data: {
      current_step_id: to.id,
      waiting_for_user_id: waitingForUserId,
      waiting_for_group_id: null,
      state,
      version: { increment: 1 },
      last_activity_at: new Date(),
    },
  });
  if (updated.count === 0) throw conflict();
  await historyEntry(tx, ctx, c, label);
}
