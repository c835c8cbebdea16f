// The operations of a workflow module (DESIGN.md §4 "Operations"): one table, from which its
// tRPC router (workflow-router.ts) and its documented REST paths (workflow-rest.ts, spec 000 §7)
// are made.
import { z } from 'zod';
import type { TAuthedContext } from '../access/context.ts';
import type { TTx } from '../db/client.ts';
import { parseDate } from '@etanker/shared/format.ts';
import { ZDate, ZRowId, ZRowIdText } from '../http/schemas.ts';
import { badRequest, forbidden, notFound } from '../http/errors.ts';
import { checkInstitutionFields } from '../access/institution-fields.ts';
import { contentDisposition } from '../files/content-disposition.ts';
import { jsonField, readMultipart } from '../rest/multipart.ts';
import { idParam } from '../rest/route.ts';
import { exportCases, listCases } from '../workflow/list.ts';
import { ZQueryBool } from '../workflow/filters.ts';
import { decisionAnswer, workflowDetail } from '../workflow/detail.ts';
import { afterEdit, cancelCase, copyCase, createCase, deleteCase, saveModuleExtraFields, stornoCase } from '../workflow/lifecycle.ts';
import { decide } from '../workflow/decide.ts';
import { addComment, deleteComment } from '../workflow/comments.ts';
import { addAttachment, deleteAttachment } from '../workflow/attachments.ts';
import { generateDocument, renderPreview } from '../workflow/documents.ts';
import { canEdit, loadCaseForAction } from '../workflow/case-access.ts';
import { moduleMeta } from '../workflow/meta.ts';
import { recordChanges } from '../live/watch.ts';
import type { TAnyWorkflowModule, TSheetAnswer, TWorkflowModule } from '../workflow/define.ts';
import { moduleSchemas, NO_MANIFEST } from '../openapi/module-schemas.ts';
import { KIT_ANSWERS, ZDocumentTypeQuery } from '../openapi/kit-answers.ts';
import { namedFiles } from './actions.ts';
import { acceptReadShape } from './read-shape.ts';
import { exportFilename, exportReply, listQuery } from './rest-common.ts';
import { sheetOrQueued, type TQueuedExport } from './background-export.ts';
import { workflowExportColumns, namedCells } from './workflow-export.ts';
import { multipartInput } from './workflow-uploads.ts';
import { attachmentOperations, commentOperations } from './file-operations.ts';
import { collectionOperations, getOperation, listSent, ZId, ZListInput } from './kit-operations.ts';
import { operation, type TOperationCall, type TSent } from '../api/operations.ts';

export const ZDecisionInput = z
  .object({
    decision_option: ZRowIdText,
    answers: z.record(z.string(), z.unknown()).default({}),
    confirmed: ZQueryBool.optional(),
  })
  .strict();

/** An edit of a record (PUT, tRPC update, a multipart update) inside the caller's transaction. */
export async function updateRecord(tx: TTx, ctx: TAuthedContext, def: TAnyWorkflowModule, id: number, data: unknown): Promise<void> {
  const c = await loadCaseForAction(tx, ctx.user, def.caseModule, id);
  if (!canEdit(ctx.user, c, def.initialState)) throw forbidden('A rekord ebben az állapotban nem szerkeszthető.');
  await checkInstitutionFields(tx, ctx.user, def.institutionFields, data);
  const fields = (await def.prepareUpdate?.(tx, ctx, id, data)) ?? {};
  await def.manifest?.checkReferences?.(tx, data, ctx.user);
  await def.write(tx, ctx, id, data);
  await saveModuleExtraFields(tx, def, id, data);
  await afterEdit(tx, ctx, def, c, fields);
}

const ZRecordChange = z.object({ id: z.number().int(), version: z.number().int(), deleted: z.boolean() });

/** A workflow list's spreadsheet in the caller's scope: the download, and the background export's job (export-job.ts). */
export function workflowSheet(ctx: TAuthedContext, def: TAnyWorkflowModule, filters: Record<string, unknown>): TSheetAnswer {
  const columns = workflowExportColumns(def);
  const keys = columns.map((c) => c.key);
  const rows = exportCases(ctx.prisma, ctx, def, filters);
  async function* named() {
    for await (const row of rows) yield namedCells(row, keys);
  }
  return { filename: exportFilename(def.exportName), sheetName: def.label, columns, rows: named() };
}

export function workflowOperations<TCreate, TUpdate, TDetail extends object, TRow extends object>(
  def: Omit<TWorkflowModule<TCreate, TUpdate, TDetail, TRow>, 'actions'>,
) {
  const d: TAnyWorkflowModule = def;
  const schemas = moduleSchemas(def.manifest ? moduleMeta(d) : { kind: 'workflow', ...NO_MANIFEST });
  const uploads = def.uploads;
  const attachable = def.attachments !== false;
  const withUploads = uploads ? ` (multipart is: a mezők és a fájl: ${uploads.files.join(', ')})` : '';
  /** A create or update body: JSON, or with uploads a multipart form of the same fields and the named files. */
  const bodySent = async (call: TOperationCall): Promise<{ body: unknown; files: TSent['files'] }> => {
    if (!uploads || !call.req.isMultipart()) return { body: call.body, files: [] };
    const { fields, files } = await readMultipart(call.req, call.ctx.config.MAX_UPLOAD_MB);
    return { body: multipartInput(fields, def.manifest ? moduleMeta(d).fields : []), files };
  };
  const store = async (tx: TTx, ctx: TAuthedContext, id: number, files: TSent['files']) => {
    if (uploads) await uploads.store(tx, ctx, id, namedFiles(uploads.files, files ?? []));
  };
  return {
    list: operation({
      call: 'query',
      access: 'read',
      input: ZListInput,
      output: schemas.list,
      run: (ctx, input) => listCases(ctx.prisma, ctx, def, input),
      rest: [
        { method: 'GET', path: '/', summary: `${def.label}: lista`, sent: listSent },
        // The spec writes the collection without the trailing slash (001 §7: `/api/szamlazas`): both answer.
        { method: 'GET', path: '', summary: `${def.label}: lista (perjel nélkül)`, sent: listSent },
      ],
    }),
    ...collectionOperations(d),
    export: operation({
      access: 'read',
      // The list's filters, checked as the list checks them; paging means nothing here.
      input: z.object({ format: z.string().optional() }).catchall(z.unknown()),
      output: null,
      run: async (ctx, { format, ...filters }): Promise<TSheetAnswer | TQueuedExport | { data: Record<string, unknown>[] }> => {
        if (def.exportReturnsData && format !== 'xlsx') {
          const data = [];
          for await (const row of exportCases(ctx.prisma, ctx, d, filters)) data.push(row);
          return { data };
        }
        return sheetOrQueued(ctx, def.key, filters, workflowSheet(ctx, d, filters));
      },
      rest: [
        {
          method: 'GET',
          path: '/export/',
          summary: `${def.label}: export`,
          binary: 'xlsx',
          sent: (call) => ({ input: { ...listQuery(call.query), format: call.query.format } }),
          // The rows are read before the headers (sheetOrQueued): a bad filter is the request's 400, not a broken download.
          reply: (answer, call) => ('data' in answer ? answer : exportReply(call.reply, answer)),
        },
      ],
    }),
    get: getOperation(def.label, schemas.record, (ctx, id) => workflowDetail(ctx, def, id)),
    /** Tells, while the record is open, that someone else decided, commented on or changed it. */
    onChange: operation({
      call: 'subscription',
      access: 'read',
      input: ZId,
      output: ZRecordChange,
      run: (ctx, input, { signal }) => recordChanges(ctx, def.caseModule, input.id, signal),
    }),
    create: operation({
      call: 'mutation',
      access: 'write',
      input: def.createInput,
      output: schemas.record,
      run: async (ctx, input, { files }) => {
        const id = await ctx.prisma.$transaction(async (tx) => {
          const created = await createCase(tx, ctx, d, input);
          await store(tx, ctx, created, files);
          return created;
        });
        return workflowDetail(ctx, def, id);
      },
      rest: ['/', ''].map((path) => ({
        method: 'POST' as const,
        path,
        summary: `${def.label}: új${withUploads}${path ? '' : ' (perjel nélkül)'}`,
        status: 201,
        ...(uploads ? { multipart: true } : {}),
        schema: { body: def.createInput },
        sent: async (call: TOperationCall) => {
          const { body, files } = await bodySent(call);
          return { input: body, files };
        },
      })),
    }),
    update: operation({
      call: 'mutation',
      access: 'write',
      input: z.object({ id: ZRowId, data: def.updateInput }),
      output: schemas.record,
      run: async (ctx, input, { files }) => {
        await ctx.prisma.$transaction(async (tx) => {
          await updateRecord(tx, ctx, d, input.id, input.data);
          await store(tx, ctx, input.id, files);
        });
        return workflowDetail(ctx, def, input.id);
      },
      rest: [
        {
          method: 'PUT',
          path: '/:id/',
          summary: `${def.label}: módosítás (a GET válasza is küldhető: a csak olvasható mezőket figyelmen kívül hagyja)${withUploads}`,
          ...(uploads ? { multipart: true } : {}),
          schema: { body: def.updateInput },
          sent: async (call) => {
            const id = idParam(call.params);
            const answered = await workflowDetail(call.ctx, def, id);
            const { body, files } = await bodySent(call);
            return { input: { id, data: acceptReadShape(def.updateInput, body, answered) }, files };
          },
        },
      ],
    }),
    delete: operation({
      call: 'mutation',
      access: 'write',
      input: ZId,
      output: KIT_ANSWERS.deleted,
      run: async (ctx, input) => {
        await ctx.prisma.$transaction((tx) => deleteCase(tx, ctx, d, input.id));
        return { detail: 'Törölve.' };
      },
      rest: [{ method: 'DELETE', path: '/:id/', summary: `${def.label}: törlés`, status: 204, reply: (_, call) => call.reply.status(204).send() }],
    }),
    decide: operation({
      call: 'mutation',
      access: 'write',
      input: ZDecisionInput.extend({ id: ZRowId }),
      output: KIT_ANSWERS.decision,
      run: async (ctx, input, { files }) => {
        const byCodename = Object.fromEntries(files.map((f) => [f.fieldname, { filename: f.filename, data: f.data }]));
        return decisionAnswer(ctx.prisma, ctx, await decide(ctx, d, { ...input, files: byCodename }));
      },
      rest: [
        {
          method: 'POST',
          path: '/:id/donteshozas/',
          summary: 'Döntéshozatal (multipart: data JSON + fájlok kérdéskód szerint)',
          multipart: true,
          schema: { body: ZDecisionInput },
          sent: async (call) => {
            const id = idParam(call.params);
            const { fields, files } = await readMultipart(call.req, call.ctx.config.MAX_UPLOAD_MB);
            const payload =
              fields.data !== undefined
                ? jsonField(fields, 'data')
                : { ...fields, answers: fields.answers === undefined ? undefined : jsonField(fields, 'answers') };
            const isObject = payload !== null && typeof payload === 'object' && !Array.isArray(payload);
            return { input: isObject ? { ...payload, id } : payload, files };
          },
        },
      ],
    }),
    storno: operation({
      call: 'mutation',
      access: 'write',
      input: ZId,
      output: schemas.record,
      run: async (ctx, input) => {
        await ctx.prisma.$transaction((tx) => stornoCase(tx, ctx, d, input.id));
        return workflowDetail(ctx, def, input.id);
      },
      rest: [{ method: 'POST', path: '/:id/sztorno/', summary: 'Sztornó' }],
    }),
    cancel: operation({
      call: 'mutation',
      access: 'write',
      input: ZId.extend({ cancellation_date: ZDate }),
      output: schemas.record,
      run: async (ctx, input) => {
        await ctx.prisma.$transaction((tx) => cancelCase(tx, ctx, d, input.id, parseDate(input.cancellation_date)!));
        return workflowDetail(ctx, def, input.id);
      },
      rest: [
        {
          method: 'POST',
          path: '/:id/lemond/',
          summary: 'Lemondás (cancellation_date: űrlap, multipart vagy JSON)',
          multipart: true,
          schema: { body: z.object({ cancellation_date: ZDate }) },
          sent: async (call) => {
            const id = idParam(call.params);
            const { fields } = await readMultipart(call.req, call.ctx.config.MAX_UPLOAD_MB);
            return { input: { id, cancellation_date: fields.cancellation_date ?? '' } };
          },
        },
      ],
    }),
    copy: operation({
      call: 'mutation',
      access: 'write',
      input: ZId,
      output: KIT_ANSWERS.created,
      run: async (ctx, input) => ({ id: await ctx.prisma.$transaction((tx) => copyCase(tx, ctx, d, input.id)) }),
      rest: [{ method: 'POST', path: '/:id/masolas/', summary: 'Másolás', status: 201 }],
    }),
    ...commentOperations(
      {
        addComment: (tx, ctx, id, comment, uploads) => addComment(tx, ctx, def.caseModule, id, comment, uploads),
        deleteComment: (tx, ctx, id, commentId) => deleteComment(tx, ctx, def.caseModule, id, commentId),
        comments: async (ctx, id) => (await workflowDetail(ctx, def, id)).comments,
      },
      { rest: true },
    ),
    // A module without attachments keeps the procedures (the router's type is every module's) but refuses them.
    ...attachmentOperations(
      {
        addAttachment: (tx, ctx, id, upload) =>
          attachable ? addAttachment(tx, ctx, def.caseModule, def.settingsGroup, id, upload) : Promise.reject(notFound()),
        deleteAttachment: (tx, ctx, id, attachmentId) =>
          attachable ? deleteAttachment(tx, ctx, def.caseModule, id, attachmentId) : Promise.reject(notFound()),
        attachments: async (ctx, id) => (await workflowDetail(ctx, def, id)).attachments,
      },
      { rest: attachable },
    ),
    // A stored document is written: read-only users are refused before the input is read.
    generateDocument: operation({
      call: 'mutation',
      access: 'write',
      input: ZId.extend({ document_type: z.string().min(1) }),
      output: KIT_ANSWERS.generatedDocument,
      run: (ctx, input) => generateDocument(ctx, d, input.id, input.document_type),
      rest: [
        {
          method: 'POST',
          path: '/:id/generate_document/',
          summary: 'Dokumentum újragenerálása (?document_type=)',
          schema: { query: ZDocumentTypeQuery },
          sent: (call) => ({ input: { id: idParam(call.params), document_type: String(call.query.document_type ?? '') } }),
        },
      ],
    }),
    preview: operation({
      access: 'read',
      input: ZId.extend({ document_type: z.string() }),
      output: null,
      run: async (ctx, input) => ({
        pdf: await renderPreview(ctx.prisma, ctx, d, input.id, input.document_type),
        filename: `${def.documents[input.document_type].label}.pdf`,
      }),
      rest: [
        {
          method: 'GET',
          path: '/:id/generate_preview/',
          summary: 'PDF előnézet (?document_type=, alapértelmezés: a modul első dokumentuma)',
          schema: { query: ZDocumentTypeQuery.partial() },
          binary: 'pdf',
          sent: (call) => ({ input: { id: idParam(call.params), document_type: String(call.query.document_type ?? Object.keys(def.documents)[0] ?? '') } }),
          reply: ({ pdf, filename }, call) => {
            call.reply.header('Content-Type', 'application/pdf');
            call.reply.header('Content-Disposition', contentDisposition(filename, 'inline'));
            return call.reply.send(pdf);
          },
        },
      ],
    }),
    subscribe: operation({
      call: 'mutation',
      access: 'write',
      input: ZId,
      output: KIT_ANSWERS.subscribed,
      run: async (ctx, input) => {
        if (!def.subscribable) throw badRequest({ non_field_errors: ['Ennél a modulnál nincs megjelölés.'] });
        return ctx.prisma.$transaction(async (tx) => {
          await loadCaseForAction(tx, ctx.user, def.caseModule, input.id);
          // Simultaneous toggles of one record take turns on its row, so each sees the one before.
          const locked = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "Case" WHERE id = ${input.id} FOR NO KEY UPDATE`;
          if (!locked.length) throw notFound();
          const key = { case_id_user_id: { case_id: input.id, user_id: ctx.user.id } };
          const existing = await tx.subscription.findUnique({ where: key, select: { user_id: true } });
          if (existing) await tx.subscription.delete({ where: key });
          else await tx.subscription.create({ data: { case_id: input.id, user_id: ctx.user.id } });
          return { subscribed: !existing };
        });
      },
      rest: def.subscribable ? [{ method: 'GET', path: '/:id/megjeloles/', summary: 'Megjelölés be/ki' }] : [],
    }),
  };
}
