// Multipart create and update of a workflow module with `uploads` (an invoice and its file): the
// form's text fields become the input the JSON route takes, typed by the module's manifest, and
// the named files are stored in the same transaction as the record. A JSON body keeps the
// kit's own route, so tRPC clients and the generated tests are unchanged.
import type { TFieldMeta } from '@etanker/shared/field-meta.ts';
import type { TRestRoute } from '../rest/route.ts';
import { idParam } from '../rest/route.ts';
import { jsonField, readMultipart } from '../rest/multipart.ts';
import { namedFiles } from './actions.ts';
import { requireUser } from '../access/gate.ts';
import { createCase } from '../workflow/lifecycle.ts';
import { moduleMeta } from '../workflow/meta.ts';
import type { TAnyWorkflowModule } from '../workflow/define.ts';
import { acceptReadShape } from './read-shape.ts';
import { procedures } from './rest-common.ts';
import { updateRecord, workflowDetail } from './workflow-router.ts';

/** One form field's text as the JSON input would carry it, by the field's kind; other fields (institution, extra answers) as JSON when they parse. */
function typedValue(fields: Record<string, string>, name: string, kind: TFieldMeta['kind'] | undefined): unknown {
  const raw = fields[name];
  switch (kind) {
    case 'text':
    case 'long_text':
    case 'email':
    case 'choice':
      return raw;
    case 'date':
    case 'datetime':
      return raw === '' ? null : raw;
    case 'integer':
    case 'decimal':
    case 'money':
    case 'static':
    case 'relation':
      // A text that is no number is left as text: the schema answers its own message for it.
      return raw === '' || raw === 'null' ? null : Number.isNaN(Number(raw)) ? raw : Number(raw);
    case 'boolean':
      return raw === 'true' || raw === '1' || raw === 'on' ? true : raw === 'false' || raw === '0' || raw === '' ? false : raw;
    case 'lines':
    case 'ids':
    case 'group':
      return jsonField(fields, name);
    default:
      return /^[[{\d"]|^(true|false|null)$/.test(raw) ? jsonField(fields, name) : raw;
  }
}

/** The input of a multipart form: a `data` field holding the JSON input, or one field each. */
export function multipartInput(fields: Record<string, string>, meta: readonly TFieldMeta[]): Record<string, unknown> {
  if (fields.data !== undefined) return jsonField(fields, 'data') as Record<string, unknown>;
  const kinds = new Map(meta.map((f) => [f.name, f.kind]));
  return Object.fromEntries(Object.keys(fields).map((name) => [name, typedValue(fields, name, kinds.get(name))]));
}

/** The kit's POST {base}/ or PUT {base}/{id}/ route, taking a multipart body too when the module has uploads. */
export function withUploads(def: TAnyWorkflowModule, route: TRestRoute): TRestRoute {
  const base = `/api/${def.restBase}`;
  const uploads = def.uploads;
  const isCreate = route.method === 'POST' && route.path === `${base}/`;
  const isUpdate = route.method === 'PUT' && route.path === `${base}/:id/`;
  if (!uploads || (!isCreate && !isUpdate)) return route;
  return {
    ...route,
    multipart: true,
    summary: `${route.summary} (multipart is: a mezők és a fájl: ${uploads.files.join(', ')})`,
    handler: async (call) => {
      if (!call.req.isMultipart()) return route.handler(call);
      const ctx = requireUser(call.ctx, def.permission, { write: true });
      const { fields, files } = await readMultipart(call.req, ctx.config.MAX_UPLOAD_MB);
      const sent = multipartInput(fields, def.manifest ? moduleMeta(def).fields : []);
      const stored = namedFiles(uploads.files, files);
      if (isCreate) {
        const input = def.createInput.parse(sent);
        const id = await ctx.prisma.$transaction(async (tx) => {
          const created = await createCase(tx, ctx, def, input);
          await uploads.store(tx, ctx, created, stored);
          return created;
        });
        return workflowDetail(ctx, def, id);
      }
      const id = idParam(call.params);
      const answered = await procedures(def)(call.caller).get({ id });
      const input = def.updateInput.parse(acceptReadShape(def.updateInput, sent, answered));
      await ctx.prisma.$transaction(async (tx) => {
        await updateRecord(tx, ctx, def, id, input);
        await uploads.store(tx, ctx, id, stored);
      });
      return workflowDetail(ctx, def, id);
    },
  };
}
