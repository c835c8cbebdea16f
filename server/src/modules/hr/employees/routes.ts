// The employee calls beyond a plain module's (001 §7): the tax id check, adding an employment
// and the file's attachments (the kit's attachment functions on the file's Case, in the
// employee scope). tRPC procedures, and REST routes onto them (uploads: multipart).
import { z } from 'zod';
import type { Prisma } from '../../../generated/prisma/client.ts';
import type { TCurrentUser } from '../../../auth/current-user.ts';
import type { TRestRoute } from '../../../rest/route.ts';
import { idParam } from '../../../rest/route.ts';
import { readMultipart } from '../../../rest/multipart.ts';
import { requireUser } from '../../../access/gate.ts';
import { gatedProcedure, router, writerProcedure } from '../../../trpc/init.ts';
import { badRequest, notFound } from '../../../http/errors.ts';
import { ZDate, ZRowId, ZRowIdText } from '../../../http/schemas.ts';
import { MESSAGES } from '@etanker/shared/validation.ts';
import { addAttachment, deleteAttachment } from '../../../workflow/attachments.ts';
import { inTransaction } from '../../../workflow/transaction.ts';
import type { TTx } from '../../../db/client.ts';
import { procedures } from '../../rest-common.ts';
import { addEmployment, checkTaxNumber, EMPLOYEE_CASE_MODULE, employeeScopeWhere, ZTaxNumberAnswer } from '../employee-file.ts';
import { KIT_ANSWERS, ZAttachmentForm } from '../../../openapi/kit-answers.ts';
import { moduleSchemas } from '../../../openapi/module-schemas.ts';
import { moduleMeta } from '../../../workflow/meta.ts';
import { EMPLOYEE_PERMISSION, employeeDetail, employees } from './module.ts';
import { defineModuleExtras } from '../../registration.ts';

/** The file's Case within the employee scope (attachments and downloads). */
export const employeeCaseScope = (user: TCurrentUser): Prisma.CaseWhereInput => ({
  module: EMPLOYEE_CASE_MODULE,
  employee_profile: { is: employeeScopeWhere(user) },
});

/** The employees' Cases for the kit's lookups (my tasks, landing tiles, downloads). */
export const employeeFiles = {
  caseModule: EMPLOYEE_CASE_MODULE,
  label: employees.label,
  detailRoute: employees.detailRoute,
  permission: EMPLOYEE_PERMISSION,
  scope: employeeCaseScope,
};

export const WORKING_HOURS_TYPES = { full_time: 'Teljes munkaidő', part_time: 'Részmunkaidő' } as const;

const EMPLOYMENT_SHAPE = {
  institution: ZRowId,
  start_date: ZDate,
  end_date: ZDate.nullable().default(null),
  sap_code: z.string().trim().max(20).default(''),
  working_hours: z.number().min(0).max(60).multipleOf(0.01).default(40),
  working_hours_type: z.enum(Object.keys(WORKING_HOURS_TYPES) as ['full_time', 'part_time'], 'Érvénytelen választás.').default('full_time'),
};
const endAfterStart = { path: ['end_date'], message: MESSAGES.endAfterStart };
const endsAfterStart = (e: { start_date: string; end_date: string | null }) => !e.end_date || e.end_date > e.start_date;

export const ZEmploymentInput = z.object(EMPLOYMENT_SHAPE).strict().refine(endsAfterStart, endAfterStart);
/** The tRPC input: the employee's id beside the employment. */
const ZAddEmploymentInput = z
  .object({ id: ZRowId, ...EMPLOYMENT_SHAPE })
  .strict()
  .refine(endsAfterStart, endAfterStart);

const ZId = z.object({ id: ZRowId });
const read = gatedProcedure(EMPLOYEE_PERMISSION);
const write = writerProcedure(EMPLOYEE_PERMISSION);

async function requireFile(tx: TTx, user: TCurrentUser, id: number) {
  if ((await tx.employeeProfile.count({ where: { AND: [{ id }, employeeScopeWhere(user)] } })) === 0) throw notFound();
}

export const employeeProcedures = router({
  /** adoszam-ellenorzes/: the check digit, the encoded birth date, and whether the person is on file. */
  checkTaxNumber: read.input(z.object({ adoszam: z.string().max(20) })).query(({ ctx, input }) => checkTaxNumber(ctx.prisma, ctx.user, input.adoszam)),
  addEmployment: write.input(ZAddEmploymentInput).mutation(async ({ ctx, input }) => {
    const { id, ...employment } = input;
    await ctx.prisma.$transaction(async (tx) => {
      await requireFile(tx, ctx.user, id);
      await addEmployment(tx, ctx.user, id, employment);
    });
    return (await employeeDetail(ctx.prisma, ctx, id))!;
  }),
  deleteAttachment: write.input(ZId.extend({ attachment_id: ZRowIdText })).mutation(async ({ ctx, input }) => {
    await ctx.prisma.$transaction((tx) => deleteAttachment(tx, ctx, EMPLOYEE_CASE_MODULE, input.id, input.attachment_id, employeeCaseScope(ctx.user)));
    return { detail: 'Törölve.' };
  }),
});

const base = `/api/${employees.restBase}`;
const proc = procedures(employees);
const tag = employees.key;

export const employeeRestRoutes: TRestRoute[] = [
  {
    method: 'GET',
    path: `${base}/adoszam-ellenorzes/`,
    tag,
    summary: 'Adóazonosító jel ellenőrzése (?adoszam=): {adoszam, valid, message, birth_date, exists, employee}',
    schema: { query: z.object({ adoszam: z.string().max(20) }) },
    response: ZTaxNumberAnswer,
    handler: ({ caller, query }) => proc(caller).checkTaxNumber({ adoszam: String(query.adoszam ?? '') }),
  },
  {
    method: 'POST',
    path: `${base}/:id/munkaviszony/`,
    tag,
    summary: 'Új munkaviszony (institution, start_date, end_date, sap_code, working_hours, working_hours_type); a dolgozó adatai',
    status: 201,
    schema: { body: ZEmploymentInput },
    response: moduleSchemas(moduleMeta(employees)).record,
    handler: async ({ ctx, caller, params, body }) => {
      // The employee first: another school's employee is a 404 whatever the body holds.
      const authed = requireUser(ctx, EMPLOYEE_PERMISSION, { write: true });
      const id = idParam(params);
      await requireFile(ctx.prisma, authed.user, id);
      return proc(caller).addEmployment({ ...(body as object), id });
    },
  },
  {
    method: 'POST',
    path: `${base}/:id/uj-melleklet/`,
    tag,
    summary: 'Új melléklet (multipart: name, document)',
    multipart: true,
    status: 201,
    schema: { body: ZAttachmentForm },
    response: KIT_ANSWERS.attachments,
    handler: async ({ ctx, params, req }) => {
      const authed = requireUser(ctx, EMPLOYEE_PERMISSION, { write: true });
      const id = idParam(params);
      const { fields, files } = await readMultipart(req, ctx.config.MAX_UPLOAD_MB);
      const file = files.find((f) => f.fieldname === 'document');
      if (!file) throw badRequest({ document: [MESSAGES.required] });
      const name = z
        .string()
        .max(200, 'Maximum 200 karakter lehet.')
        .parse(fields.name ?? '');
      await inTransaction(authed, (tx, c) => addAttachment(tx, c, EMPLOYEE_CASE_MODULE, undefined, id, { name, file }, employeeCaseScope(authed.user)));
      return (await employeeDetail(ctx.prisma, authed, id))!.attachments;
    },
  },
  {
    method: 'POST',
    path: `${base}/:id/melleklet-torlese/`,
    tag,
    summary: 'Melléklet törlése (attachment_id)',
    schema: { body: z.object({ attachment_id: ZRowIdText }) },
    response: KIT_ANSWERS.deleted,
    handler: ({ caller, params, body }) => proc(caller).deleteAttachment({ id: idParam(params), ...(body as object) }),
  },
];

export const employeeExtras = defineModuleExtras(employees, { procedures: employeeProcedures, restRoutes: employeeRestRoutes, fileCases: employeeFiles });
