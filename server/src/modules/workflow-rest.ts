// The documented REST paths of a workflow module (spec 000 §7), each an adapter onto the
// module's tRPC procedures or, for binaries and multipart, onto the same engine functions.
import { z } from 'zod';
import { actionRestRoutes } from './actions.ts';
import { moduleSchemas, NO_MANIFEST } from '../openapi/module-schemas.ts';
import { jsonSchema } from '../openapi/document.ts';
import { moduleMeta } from '../workflow/meta.ts';
import type { TRestRoute } from '../rest/route.ts';
import { idParam } from '../rest/route.ts';
import { readMultipart, jsonField } from '../rest/multipart.ts';
import { requireUser } from '../access/gate.ts';
import { contentDisposition } from '../files/content-disposition.ts';
import { exportCases } from '../workflow/list.ts';
import { addAttachment } from '../workflow/attachments.ts';
import { addComment } from '../workflow/comments.ts';
import { renderPreview } from '../workflow/documents.ts';
import { inTransaction } from '../workflow/transaction.ts';
import { badRequest } from '../http/errors.ts';
import { ZDate, ZRowIdText } from '../http/schemas.ts';
import { KIT_ANSWERS, ZAttachmentForm, ZDocumentTypeQuery } from '../openapi/kit-answers.ts';
import { ZCommentInput, ZDecisionInput, decideAndAnswer, workflowDetail } from './workflow-router.ts';
import type { TAnyWorkflowModule, TExportColumn } from '../workflow/define.ts';
import { withUploads } from './workflow-uploads.ts';
import { collectionRoutes, exportFilename, itemRoutes, listQuery, procedures, sendXlsx } from './rest-common.ts';

/** A dotted key (seat_address.city) read inside its group, as the list row nests it. */
const readPath = (row: Record<string, unknown>, key: string) =>
  key.split('.').reduce<unknown>((value, part) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined), row);

/** A spreadsheet cell shows a `{id, name}` value (static list items, relations) by its name, a group's field by its dotted key. */
function namedCells(row: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  for (const key of keys) {
    if (key.includes('.')) row[key] = readPath(row, key);
    const value = row[key];
    if (value !== null && typeof value === 'object' && !(value instanceof Date) && 'name' in value) row[key] = value.name;
  }
  return row;
}

/** Every workflow export: id and reference first, the module's columns, then the record's state. */
export function workflowExportColumns(def: TAnyWorkflowModule): TExportColumn[] {
  return [
    { header: 'Azonosító', key: 'id', type: 'number', width: 10 },
    { header: 'Iktatószám', key: 'reference_number', width: 18 },
    ...def.exportColumns,
    { header: 'Intézmény', key: 'institution', width: 30 },
    { header: 'Létrehozta', key: 'creator', width: 24 },
    { header: 'Állapot', key: 'state_label', width: 14 },
    { header: 'Kire vár', key: 'waiting_for', width: 24 },
    { header: 'Létrehozva', key: 'created_at', type: 'datetime', width: 18 },
  ];
}

/**
 * A module action on a kit path (invoices' `melleklet-torlese/` with a part's `id`): one route
 * that sends a body carrying a field of the kit route's body (`attachment_id`) to the kit, any
 * other to the action (DESIGN.md "Invoices").
 */
/** The documented answer of a shared path: either route's. */
function oneOfAnswers(...answers: TRestRoute['response'][]): TRestRoute['response'] {
  const schemas = answers.map((a) => (a === undefined ? { type: 'object' } : a instanceof z.ZodType ? jsonSchema(a, 'output') : a.schema));
  return { schema: { anyOf: schemas } };
}

function sharePaths(kit: TRestRoute[], actions: TRestRoute[]): TRestRoute[] {
  const same = (a: TRestRoute, b: TRestRoute) => a.method === b.method && a.path === b.path;
  const merged = kit.map((route) => {
    const action = actions.find((a) => same(a, route));
    const shape = route.schema?.body instanceof z.ZodObject ? Object.keys(route.schema.body.shape) : [];
    if (!action) return route;
    return {
      ...route,
      summary: `${route.summary} / ${action.summary}`,
      response: oneOfAnswers(route.response, action.response),
      handler: (call: Parameters<TRestRoute['handler']>[0]) => {
        const body = (call.body ?? {}) as Record<string, unknown>;
        return shape.some((key) => key in body) ? route.handler(call) : action.handler(call);
      },
    };
  });
  return [...merged, ...actions.filter((a) => !kit.some((route) => same(route, a)))];
}

export function workflowRestRoutes(def: TAnyWorkflowModule): TRestRoute[] {
  const base = `/api/${def.restBase}`;
  const tag = def.key;
  const proc = procedures(def);
  const schemas = moduleSchemas(def.manifest ? moduleMeta(def) : { kind: 'workflow', ...NO_MANIFEST });
  const routes: TRestRoute[] = [
    ...collectionRoutes(def, schemas),
    {
      method: 'GET',
      path: `${base}/export/`,
      tag,
      summary: `${def.label}: export`,
      binary: 'xlsx',
      handler: async ({ ctx, query, reply }) => {
        const authed = requireUser(ctx, def.permission);
        const input = listQuery(query);
        if (def.exportReturnsData && query.format !== 'xlsx') {
          const data = [];
          for await (const row of exportCases(ctx.prisma, authed, def, input)) data.push(row);
          return { data };
        }
        // Fail on bad filters before the first byte is sent.
        const rows = exportCases(ctx.prisma, authed, def, input);
        const first = await rows.next();
        const columns = workflowExportColumns(def);
        const keys = columns.map((c) => c.key);
        async function* all() {
          if (!first.done) yield namedCells(first.value, keys);
          for await (const row of rows) yield namedCells(row, keys);
        }
        return sendXlsx(reply, { filename: exportFilename(def.exportName), sheetName: def.label, columns, rows: all() });
      },
    },
    ...itemRoutes(def, schemas).map((route) => withUploads(def, route)),
    {
      method: 'DELETE',
      path: `${base}/:id/`,
      tag,
      summary: `${def.label}: törlés`,
      status: 204,
      handler: async ({ caller, params, reply }) => {
        await proc(caller).delete({ id: idParam(params) });
        return reply.status(204).send();
      },
    },
    {
      method: 'POST',
      path: `${base}/:id/sztorno/`,
      tag,
      summary: 'Sztornó',
      response: schemas.record,
      handler: ({ caller, params }) => proc(caller).storno({ id: idParam(params) }),
    },
    {
      method: 'POST',
      path: `${base}/:id/lemond/`,
      tag,
      summary: 'Lemondás (cancellation_date: űrlap, multipart vagy JSON)',
      multipart: true,
      schema: { body: z.object({ cancellation_date: ZDate }) },
      response: schemas.record,
      handler: async ({ ctx, caller, params, req }) => {
        const { fields } = await readMultipart(req, ctx.config.MAX_UPLOAD_MB);
        return proc(caller).cancel({ id: idParam(params), cancellation_date: fields.cancellation_date ?? '' });
      },
    },
    {
      method: 'POST',
      path: `${base}/:id/masolas/`,
      tag,
      summary: 'Másolás',
      status: 201,
      response: KIT_ANSWERS.created,
      handler: ({ caller, params }) => proc(caller).copy({ id: idParam(params) }),
    },
    {
      method: 'POST',
      path: `${base}/:id/donteshozas/`,
      tag,
      summary: 'Döntéshozatal (multipart: data JSON + fájlok kérdéskód szerint)',
      multipart: true,
      schema: { body: ZDecisionInput },
      response: KIT_ANSWERS.decision,
      handler: async ({ ctx, params, req }) => {
        const authed = requireUser(ctx, def.permission, { write: true });
        const id = idParam(params);
        const { fields, files } = await readMultipart(req, ctx.config.MAX_UPLOAD_MB);
        const payload =
          fields.data !== undefined
            ? jsonField(fields, 'data')
            : { ...fields, answers: fields.answers === undefined ? undefined : jsonField(fields, 'answers') };
        const input = ZDecisionInput.parse(payload);
        const byCodename = Object.fromEntries(files.map((f) => [f.fieldname, { filename: f.filename, data: f.data }]));
        return decideAndAnswer(authed, def, { id, ...input, files: byCodename });
      },
    },
    {
      method: 'POST',
      path: `${base}/:id/uj-komment/`,
      tag,
      summary: 'Új megjegyzés (mellékletekkel: attachment)',
      multipart: true,
      schema: { body: ZCommentInput },
      response: KIT_ANSWERS.comments,
      handler: async ({ ctx, params, req }) => {
        const authed = requireUser(ctx, def.permission, { write: true });
        const id = idParam(params);
        const { fields, files } = await readMultipart(req, ctx.config.MAX_UPLOAD_MB);
        const input = ZCommentInput.parse(fields);
        await inTransaction(authed, (tx, c) =>
          addComment(
            tx,
            c,
            def.caseModule,
            id,
            input,
            files.map((f) => ({ name: f.filename, file: f })),
          ),
        );
        return (await workflowDetail(authed, def, id)).comments;
      },
    },
    {
      method: 'POST',
      path: `${base}/:id/delete_comment/`,
      tag,
      summary: 'Megjegyzés törlése (comment_id)',
      schema: { body: z.object({ comment_id: ZRowIdText }) },
      response: KIT_ANSWERS.comments,
      handler: ({ caller, params, body }) => proc(caller).deleteComment({ id: idParam(params), ...(body as object) }),
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
        const authed = requireUser(ctx, def.permission, { write: true });
        const id = idParam(params);
        const { fields, files } = await readMultipart(req, ctx.config.MAX_UPLOAD_MB);
        const file = files.find((f) => f.fieldname === 'document');
        if (!file) throw badRequest({ document: ['Ez a mező nem lehet üres'] });
        const name = z
          .string()
          .max(200, 'Maximum 200 karakter lehet.')
          .parse(fields.name ?? '');
        await inTransaction(authed, (tx, c) => addAttachment(tx, c, def.caseModule, def.settingsGroup, id, { name, file }));
        return (await workflowDetail(authed, def, id)).attachments;
      },
    },
    {
      method: 'POST',
      path: `${base}/:id/melleklet-torlese/`,
      tag,
      summary: 'Melléklet törlése (attachment_id)',
      schema: { body: z.object({ attachment_id: ZRowIdText }) },
      response: KIT_ANSWERS.attachments,
      handler: ({ caller, params, body }) => proc(caller).deleteAttachment({ id: idParam(params), ...(body as object) }),
    },
    {
      method: 'POST',
      path: `${base}/:id/generate_document/`,
      tag,
      summary: 'Dokumentum újragenerálása (?document_type=)',
      schema: { query: ZDocumentTypeQuery },
      response: KIT_ANSWERS.generatedDocument,
      handler: ({ caller, params, query }) => proc(caller).generateDocument({ id: idParam(params), document_type: String(query.document_type ?? '') }),
    },
    {
      method: 'GET',
      path: `${base}/:id/generate_preview/`,
      tag,
      summary: 'PDF előnézet (?document_type=, alapértelmezés: a modul első dokumentuma)',
      schema: { query: ZDocumentTypeQuery.partial() },
      binary: 'pdf',
      handler: async ({ ctx, params, query, reply }) => {
        const authed = requireUser(ctx, def.permission);
        const type = String(query.document_type ?? Object.keys(def.documents)[0] ?? '');
        const pdf = await renderPreview(ctx.prisma, authed, def, idParam(params), type);
        reply.header('Content-Type', 'application/pdf');
        reply.header('Content-Disposition', contentDisposition(`${def.documents[type].label}.pdf`, 'inline'));
        return reply.send(pdf);
      },
    },
  ];
  if (def.subscribable) {
    routes.push({
      method: 'GET',
      path: `${base}/:id/megjeloles/`,
      tag,
      summary: 'Megjelölés be/ki',
      response: KIT_ANSWERS.subscribed,
      handler: ({ caller, params }) => proc(caller).subscribe({ id: idParam(params) }),
    });
  }
  // The spec writes the collection without the trailing slash (001 §7: `/api/szamlazas`): both answer.
  for (const route of routes.filter((r) => r.path === `${base}/` && (r.method === 'GET' || r.method === 'POST'))) {
    routes.push({ ...route, path: base, summary: `${route.summary} (perjel nélkül)` });
  }
  // Fixed paths (mind/, termek/) before {id}/ only matters for readability: Fastify ranks static segments first.
  return sharePaths(routes, actionRestRoutes(def, schemas.record));
}
