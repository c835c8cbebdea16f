// Position calls besides the workflow pattern (001 §7): return to correction, recording the
// hired person (POST the first time, PUT afterwards), the tax id check.
import { z } from 'zod';
import type { TTx } from '../../../db/client.ts';
import { action, type TActionRefusal } from '../../../workflow/define.ts';
import type { TCurrentUser } from '../../../auth/current-user.ts';
import { hasPermission } from '../../../access/context.ts';
import { canDecide, type TCaseForAction } from '../../../workflow/case-access.ts';
import { flowSteps } from '../../../workflow/flows.ts';
import { returnToStep } from '../../../workflow/lifecycle.ts';
import { badRequest } from '../../../http/errors.ts';
import { zodFieldErrors } from '../../../http/zod-errors.ts';
import { apiDate } from '../../../core/dates.ts';
import { formatDate } from '@etanker/shared/format.ts';
import { PERSON_MANIFEST } from '../employee-fields.ts';
import { addEmployment, checkTaxNumber, recordPerson, updateEmployee, ZTaxNumberAnswer } from '../employee-file.ts';
import { INITIAL_STATE } from './rules.ts';

const RETURNED = 'Javításra visszaadva';
const NOT_RETURNABLE = 'Csak folyamatban lévő álláshely adható vissza javításra.';
const NOT_APPROVED = 'Felvett dolgozót csak jóváhagyott álláshelyhez lehet rögzíteni.';
const ALREADY_HIRED = 'Az álláshelyre már rögzítettek dolgozót; az adatait módosítsa.';
const NOT_HIRED = 'Az álláshelyre még nem rögzítettek dolgozót.';
/** The HR gate (employees' personal files). */
const EMPLOYEE_PERMISSION = 'hr.can_use_hr_module';
/** partition_types key of part-time work. */
const PART_TIME = 2;

const hiredOf = async (tx: TTx, id: number) => (await tx.position.findUniqueOrThrow({ where: { id }, select: { hired_employee_id: true } })).hired_employee_id;

/**
 * The person's data are checked after the position is found (another school's position is a
 * 404 whatever the body holds), with the employee form's rules and messages.
 */
function personOf(input: unknown) {
  const parsed = PERSON_MANIFEST.input.safeParse(input);
  if (!parsed.success) throw badRequest(zodFieldErrors(parsed.error));
  return parsed.data;
}

/** Any object: the person is checked by personOf once the position is found. */
const ZAnyBody = z.object({}).catchall(z.unknown());

/**
 * The hiring's own field (ours): true links the employee already on file with the typed tax id
 * (else e-mail), as they are, after 'Már létező dolgozó: …' made the user choose.
 */
const ZLink = z.object({ link_existing_employee: z.boolean().default(false) }).catchall(z.unknown());

/** Hiring writes a personal file: HR only (a head of school approves positions, not people). */
async function hireable(tx: TTx, user: TCurrentUser, c: TCaseForAction, hired: boolean): Promise<TActionRefusal | null> {
  if (!hasPermission(user, EMPLOYEE_PERMISSION)) return { forbidden: true };
  if (c.state !== 'closed_positive') return { message: NOT_APPROVED };
  const current = await hiredOf(tx, c.id);
  if (hired && current === null) return { message: NOT_HIRED };
  if (!hired && current !== null) return { message: ALREADY_HIRED };
  return null;
}

export const positionActions = {
  /** javitasra-visszaadas/: the one it waits on sends it back to its creator's first step. */
  returnToCorrection: action({
    on: 'record',
    method: 'POST',
    path: 'javitasra-visszaadas/',
    summary: 'Javításra visszaadás: vissza az igénylőhöz, az első lépésre',
    can: (_tx, ctx, c) => {
      if (c.state !== 'under_checking') return { message: NOT_RETURNABLE };
      return canDecide(ctx.user, c) ? null : { forbidden: true };
    },
    run: async (tx, ctx, { record }) => {
      const [first] = await flowSteps(tx, record.flow_id!);
      await returnToStep(tx, ctx, record, first, record.creator_id, RETURNED, INITIAL_STATE);
    },
    button: {
      label: 'Javításra visszaadás',
      confirm: { effect: 'destructive', text: 'Visszaadja javításra az igénylőnek ezt az álláshelyet' },
      done: 'Az álláshely visszakerült az igénylőhöz.',
    },
  }),
  /** felhasznalo-rogzites/ (POST): the hired person's file (the same tax id or e-mail: the existing one) and an employment here. */
  recordHire: action({
    on: 'record',
    method: 'POST',
    path: 'felhasznalo-rogzites/',
    summary:
      "Felvett dolgozó rögzítése (a dolgozó adatai). Meglévő dolgozó adataival 400 ('Már létező dolgozó: …'); link_existing_employee: true a meglévő dolgozóhoz rendeli",
    input: ZAnyBody,
    can: (tx, ctx, c) => hireable(tx, ctx.user, c, false),
    run: async (tx, ctx, { id, record, input }) => {
      const link = ZLink.safeParse(input);
      if (!link.success) throw badRequest(zodFieldErrors(link.error));
      const { link_existing_employee: linkExisting, ...fields } = link.data;
      const person = personOf(fields);
      const p = await tx.position.findUniqueOrThrow({
        where: { id },
        select: { start_date: true, end_date: true, open_ended: true, sap_code: true, weekly_workhour_count: true, working_hours: true },
      });
      const fileId = await recordPerson(tx, ctx.user, person, linkExisting);
      await addEmployment(tx, ctx.user, fileId, {
        institution: record.institution_id,
        start_date: apiDate(p.start_date) ?? formatDate(new Date()),
        end_date: p.open_ended ? null : apiDate(p.end_date),
        sap_code: p.sap_code,
        working_hours: p.weekly_workhour_count === null ? 40 : Number(p.weekly_workhour_count),
        working_hours_type: p.working_hours === PART_TIME ? 'part_time' : 'full_time',
      });
      await tx.position.update({ where: { id }, data: { hired_employee_id: fileId }, select: { id: true } });
    },
    button: { label: 'Felvett dolgozó rögzítése', dialog: true, done: 'A felvett dolgozó rögzítése sikerült.' },
  }),
  /** felhasznalo-rogzites/ (PUT): changes the hired person's data. */
  updateHire: action({
    on: 'record',
    method: 'PUT',
    path: 'felhasznalo-rogzites/',
    summary: 'Felvett dolgozó adatainak módosítása',
    input: ZAnyBody,
    can: (tx, ctx, c) => hireable(tx, ctx.user, c, true),
    run: async (tx, ctx, { id, input }) => {
      const person = personOf(input);
      await updateEmployee(tx, ctx.user, (await hiredOf(tx, id))!, person);
    },
    button: { label: 'Felvett dolgozó adatai', dialog: true, done: 'A mentés sikerült.' },
  }),
  /** adoszam-ellenorzes/: as the employees' (the check digit, the birth date, on file or not). */
  checkTaxNumber: action({
    on: 'module',
    method: 'GET',
    path: 'adoszam-ellenorzes/',
    summary: 'Adóazonosító jel ellenőrzése (?adoszam=): {adoszam, valid, message, birth_date, exists, employee}',
    input: z.object({ adoszam: z.string().max(20) }),
    output: ZTaxNumberAnswer,
    run: (tx, ctx, { input }) => checkTaxNumber(tx, ctx.user, input.adoszam),
  }),
};
