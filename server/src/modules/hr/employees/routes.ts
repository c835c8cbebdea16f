// The employee calls beyond a plain module's (001 §7): the tax id check, adding an employment
// and the file's attachments (the kit's upload and attachment functions on the file's Case, in
// the employee scope). One table of operations, its procedures and REST routes.
import { z } from 'zod';
import type { Prisma } from '../../../generated/prisma/client.ts';
import type { TCurrentUser } from '../../../auth/current-user.ts';
import { idParam } from '../../../rest/route.ts';
import { router } from '../../../trpc/init.ts';
import { notFound } from '../../../http/errors.ts';
import { bodyObject } from '../../../http/body.ts';
import { ZDate, ZRowId, ZRowIdText } from '../../../http/schemas.ts';
import { MESSAGES } from '@etanker/shared/validation.ts';
import { addAttachment, deleteAttachment } from '../../../workflow/attachments.ts';
import type { TTx } from '../../../db/client.ts';
import { addEmployment, checkTaxNumber, EMPLOYEE_CASE_MODULE, employeeScopeWhere, ZTaxNumberAnswer } from '../employee-file.ts';
import { KIT_ANSWERS } from '../../../openapi/kit-answers.ts';
import { moduleSchemas } from '../../../openapi/module-schemas.ts';
import { moduleMeta } from '../../../workflow/meta.ts';
import { EMPLOYEE_PERMISSION, employeeDetail, employees } from './module.ts';
import { defineModuleExtras } from '../../registration.ts';
import { operation, operationProcedures, operationRoutes } from '../../../api/operations.ts';
import { uploadOperation } from '../../file-operations.ts';
import { moduleHost } from '../../kit-operations.ts';

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

async function requireFile(tx: TTx, user: TCurrentUser, id: number) {
  if ((await tx.employeeProfile.count({ where: { AND: [{ id }, employeeScopeWhere(user)] } })) === 0) throw notFound();
}

const employeeOperations = {
  /** adoszam-ellenorzes/: the check digit, the encoded birth date, and whether the person is on file. */
  checkTaxNumber: operation({
    call: 'query',
    access: 'read',
    input: z.object({ adoszam: z.string().max(20) }),
    output: ZTaxNumberAnswer,
    run: (ctx, input) => checkTaxNumber(ctx.prisma, ctx.user, input.adoszam),
    rest: [
      {
        method: 'GET',
        path: '/adoszam-ellenorzes/',
        summary: 'Adóazonosító jel ellenőrzése (?adoszam=): {adoszam, valid, message, birth_date, exists, employee}',
        schema: { query: z.object({ adoszam: z.string().max(20) }) },
        sent: (call) => ({ input: { adoszam: String(call.query.adoszam ?? '') } }),
      },
    ],
  }),
  addEmployment: operation({
    call: 'mutation',
    access: 'write',
    input: ZAddEmploymentInput,
    output: moduleSchemas(moduleMeta(employees)).record,
    run: async (ctx, input) => {
      const { id, ...employment } = input;
      await ctx.prisma.$transaction(async (tx) => {
        await requireFile(tx, ctx.user, id);
        await addEmployment(tx, ctx.user, id, employment);
      });
      return (await employeeDetail(ctx.prisma, ctx, id))!;
    },
    rest: [
      {
        method: 'POST',
        path: '/:id/munkaviszony/',
        summary: 'Új munkaviszony (institution, start_date, end_date, sap_code, working_hours, working_hours_type); a dolgozó adatai',
        status: 201,
        schema: { body: ZEmploymentInput },
        sent: async (call) => {
          // The employee first: another school's employee is a 404 whatever the body holds.
          const id = idParam(call.params);
          await requireFile(call.ctx.prisma, call.ctx.user, id);
          return { input: { ...bodyObject(call.body), id } };
        },
      },
    ],
  }),
  uploadAttachment: uploadOperation(
    {
      addAttachment: (tx, ctx, id, upload) => addAttachment(tx, ctx, EMPLOYEE_CASE_MODULE, undefined, id, upload, employeeCaseScope(ctx.user)),
      attachments: async (ctx, id) => (await employeeDetail(ctx.prisma, ctx, id))!.attachments,
    },
    { rest: true },
  ),
  deleteAttachment: operation({
    call: 'mutation',
    access: 'write',
    input: z.object({ id: ZRowId, attachment_id: ZRowIdText }),
    output: KIT_ANSWERS.deleted,
    run: async (ctx, input) => {
      await ctx.prisma.$transaction((tx) => deleteAttachment(tx, ctx, EMPLOYEE_CASE_MODULE, input.id, input.attachment_id, employeeCaseScope(ctx.user)));
      return { detail: 'Törölve.' };
    },
    rest: [
      {
        method: 'POST',
        path: '/:id/melleklet-torlese/',
        summary: 'Melléklet törlése (attachment_id)',
        schema: { body: z.object({ attachment_id: ZRowIdText }) },
      },
    ],
  }),
};

export const employeeExtras = defineModuleExtras(employees, {
  procedures: router(operationProcedures(EMPLOYEE_PERMISSION, employeeOperations)),
  restRoutes: operationRoutes(moduleHost({ key: employees.key, restBase: employees.restBase, permission: EMPLOYEE_PERMISSION }), employeeOperations),
  fileCases: employeeFiles,
});
