// The operations of a module without a workflow (partners, rooms, cars, …; DESIGN.md §4
// "Operations"): list, szurok, meta, export, mind/, get, create, update, delete and a file case's
// comments and attachments, every one within the caller's scope. One table, from which the
// module's tRPC router (plain-router.ts) and its REST paths (plain-rest.ts) are made.
import { z } from 'zod';
import { Prisma } from '../generated/prisma/client.ts';
import type { TTx } from '../db/client.ts';
import type { TAuthedContext } from '../access/context.ts';
import { checkInstitutionFields } from '../access/institution-fields.ts';
import { canEditItems, ITEM_EDIT_REFUSED } from '../access/item-editors.ts';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.ts';
import { zodFieldErrors } from '../http/zod-errors.ts';
import { ZRowId } from '../http/schemas.ts';
import { idParam } from '../rest/route.ts';
import { normalizeSearch } from '@etanker/shared/format.ts';
import { ZPaging } from '../workflow/list.ts';
import { parseOrderBy } from '../workflow/order-by.ts';
import { moduleMeta } from '../workflow/meta.ts';
import type { TAnyPlainModule, TPlainModule, TSheetAnswer } from '../workflow/define.ts';
import { moduleSchemas, NO_MANIFEST } from '../openapi/module-schemas.ts';
import { KIT_ANSWERS } from '../openapi/kit-answers.ts';
import {
  addRowAttachment,
  addRowComment,
  deleteRowAttachment,
  deleteRowComment,
  fileCaseDetail,
  hasFiles,
  openNewRowFile,
  removeRowFile,
  type TFilesModule,
} from './plain-files.ts';
import { plainItem } from './plain-item.ts';
import { itemScopeWhere, readScopeWhere } from './plain-scope.ts';
import { acceptReadShape } from './read-shape.ts';
import { exportFilename, exportReply } from './rest-common.ts';
import { sheetOrQueued, type TQueuedExport } from './background-export.ts';
import { attachmentOperations, commentOperations } from './file-operations.ts';
import { collectionOperations, getOperation, listSent, ZId, ZListInput } from './kit-operations.ts';
import { operation } from '../api/operations.ts';

export const NOT_DELETABLE = 'Ez a rekord nem törölhető.';
export const STILL_REFERENCED = 'A rekord nem törölhető, mert más rekordok hivatkoznak rá.';

/** The list's where: the caller's scope and the filters given (400 on a bad one), plus the normalized `q`. */
export async function plainWhere(ctx: TAuthedContext, def: TAnyPlainModule, input: Record<string, unknown>) {
  const where: Record<string, unknown>[] = [readScopeWhere(ctx.user, def)];
  const errors: Record<string, string[]> = {};
  for (const [name, filter] of Object.entries(def.filters)) {
    const raw = input[name];
    if (raw === undefined || raw === null || raw === '') continue;
    const parsed = filter.schema.safeParse(raw);
    if (!parsed.success) errors[name] = Object.values(zodFieldErrors(parsed.error)).flat();
    // Parsed by the filter's own schema, the value its `where` takes (list-filter.ts holds it as `never`).
    else where.push(await filter.where(parsed.data as never, ctx));
  }
  if (Object.keys(errors).length) throw badRequest(errors);
  return { where: { AND: where }, q: typeof input.q === 'string' ? normalizeSearch(input.q) : '' };
}

/**
 * A file case's comments and attachments (define.ts `files`): typed on every plain module, so the
 * client's generic Comments and Attachments take any; only a module with files has them (tRPC
 * answers the others 404), and REST only the kinds its files keep.
 */
function fileOperations(def: TFilesModule) {
  const detail = (ctx: TAuthedContext, id: number) => fileCaseDetail(ctx.prisma, ctx, def, id);
  return {
    ...commentOperations(
      {
        addComment: (tx, ctx, id, comment, uploads) => addRowComment(tx, ctx, def, id, comment, uploads),
        deleteComment: (tx, ctx, id, commentId) => deleteRowComment(tx, ctx, def, id, commentId),
        comments: async (ctx, id) => (await detail(ctx, id)).comments ?? [],
      },
      { rest: def.files.comments === true },
    ),
    ...attachmentOperations(
      {
        addAttachment: (tx, ctx, id, upload) => addRowAttachment(tx, ctx, def, id, upload),
        deleteAttachment: (tx, ctx, id, attachmentId) => deleteRowAttachment(tx, ctx, def, id, attachmentId),
        attachments: async (ctx, id) => (await detail(ctx, id)).attachments ?? [],
      },
      { rest: def.files.attachments === true },
    ),
  };
}

/** A plain list's spreadsheet in the caller's scope: the download, and the background export's job (export-job.ts). */
export async function plainSheet(ctx: TAuthedContext, def: TAnyPlainModule, input: Record<string, unknown>): Promise<TSheetAnswer> {
  // Exports keep the module's own order; `order_by` is checked like the list's.
  parseOrderBy(input.order_by, def.orderBy);
  const { where, q } = await plainWhere(ctx, def, input);
  return { filename: exportFilename(def.exportName), sheetName: def.label, columns: def.exportColumns, rows: def.exportRows(ctx.prisma, ctx, where, q) };
}

export function plainOperations<TCreate, TUpdate, TItem extends object>(def: Omit<TPlainModule<TCreate, TUpdate, TItem>, 'actions'>) {
  const d: TAnyPlainModule = def;
  const schemas = moduleSchemas(def.manifest ? moduleMeta(d) : { kind: 'plain', ...NO_MANIFEST });
  const get = async (ctx: TAuthedContext, id: number) =>
    (await plainItem(ctx, d, id)) as TItem & { can_edit: boolean; can_delete: boolean } & Record<`can_${string}`, boolean>;
  const requireEditor = (ctx: TAuthedContext) => {
    if (!canEditItems(ctx.user, def)) throw forbidden(ITEM_EDIT_REFUSED);
  };
  const createRefusal = async (ctx: TAuthedContext) => (def.createRefusal ? def.createRefusal(ctx.prisma, ctx) : null);
  /** Inside a write's transaction: the row must exist in the writer's scope. */
  const findForWrite = async (tx: TTx, ctx: TAuthedContext, id: number) => {
    if (!(await def.get(tx, ctx, id, itemScopeWhere(ctx.user, d)))) throw notFound();
  };
  return {
    list: operation({
      call: 'query',
      access: 'read',
      input: ZListInput,
      output: schemas.list,
      run: async (ctx, input) => {
        const paging = ZPaging.parse(input);
        const orderBy = parseOrderBy(input.order_by, def.orderBy);
        const { where, q } = await plainWhere(ctx, d, input);
        const page = await def.list(ctx.prisma, ctx, { where, q, skip: (paging.page - 1) * paging.limit, take: paging.limit, orderBy });
        return { ...page, can_create: canEditItems(ctx.user, def) && (await createRefusal(ctx)) === null };
      },
      rest: [{ method: 'GET', path: '/', summary: `${def.label}: lista`, sent: listSent }],
    }),
    ...collectionOperations(d),
    export: operation({
      access: 'read',
      input: z.object({}).catchall(z.unknown()),
      output: null,
      run: async (ctx, input): Promise<TSheetAnswer | TQueuedExport> => sheetOrQueued(ctx, def.key, input, await plainSheet(ctx, d, input)),
      rest: [
        {
          method: 'GET',
          path: '/export/',
          summary: `${def.label}: export`,
          binary: 'xlsx',
          sent: listSent,
          reply: (answer, call) => exportReply(call.reply, answer),
        },
      ],
    }),
    /** mind/: what the caller may pick; the list's filters narrow it. */
    all: operation({
      call: 'query',
      access: 'read',
      input: ZListInput.omit({ page: true, limit: true }),
      output: KIT_ANSWERS.mind,
      run: async (ctx, input) => {
        if (!def.mind) throw notFound();
        const { where, q } = await plainWhere(ctx, d, input);
        return def.mind(ctx.prisma, ctx, { where, q });
      },
      rest: def.mind ? [{ method: 'GET', path: '/mind/', summary: `${def.label}: választólista (a lista szűrőivel)` }] : [],
    }),
    get: getOperation(def.label, schemas.record, get),
    create: operation({
      call: 'mutation',
      access: 'write',
      input: def.createInput,
      output: schemas.record,
      run: async (ctx, input) => {
        requireEditor(ctx);
        const refusal = await createRefusal(ctx);
        if (refusal) throw forbidden(refusal);
        const id = await ctx.prisma.$transaction(async (tx) => {
          await checkInstitutionFields(tx, ctx.user, def.institutionFields, input);
          await def.manifest?.checkReferences?.(tx, input, ctx.user);
          const created = await def.create(tx, ctx, input);
          await openNewRowFile(tx, ctx, d, created);
          return created;
        });
        return get(ctx, id);
      },
      rest: [
        { method: 'POST', path: '/', summary: `${def.label}: új`, status: 201, schema: { body: def.createInput }, sent: (call) => ({ input: call.body }) },
      ],
    }),
    update: operation({
      call: 'mutation',
      access: 'write',
      input: z.object({ id: ZRowId, data: def.updateInput }),
      output: schemas.record,
      run: async (ctx, input) => {
        requireEditor(ctx);
        await ctx.prisma.$transaction(async (tx) => {
          await findForWrite(tx, ctx, input.id);
          await checkInstitutionFields(tx, ctx.user, def.institutionFields, input.data);
          await def.manifest?.checkReferences?.(tx, input.data, ctx.user);
          await def.update(tx, ctx, input.id, input.data);
        });
        return get(ctx, input.id);
      },
      rest: [
        {
          method: 'PUT',
          path: '/:id/',
          summary: `${def.label}: módosítás (a GET válasza is küldhető: a csak olvasható mezőket figyelmen kívül hagyja)`,
          schema: { body: def.updateInput },
          sent: async (call) => {
            const id = idParam(call.params);
            return { input: { id, data: acceptReadShape(def.updateInput, call.body, await get(call.ctx, id)) } };
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
        const remove = def.remove;
        if (!remove) throw forbidden(NOT_DELETABLE);
        try {
          await ctx.prisma.$transaction(async (tx) => {
            // Another school's row is a 404 before it is a 403, as on every other call about it.
            await findForWrite(tx, ctx, input.id);
            requireEditor(ctx);
            await removeRowFile(tx, d, input.id, () => remove(tx, ctx, input.id));
          });
        } catch (error) {
          // A row other records point at (a room of a booking) stays: 409, not a 500; one a
          // simultaneous delete took first is gone: 404.
          if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2003') throw conflict(STILL_REFERENCED);
          if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2025') throw notFound();
          throw error;
        }
        return { detail: 'Törölve.' };
      },
      rest: def.remove
        ? [{ method: 'DELETE', path: '/:id/', summary: `${def.label}: törlés`, status: 204, reply: (_, call) => call.reply.status(204).send() }]
        : [],
    }),
    ...(hasFiles(d) ? fileOperations(d) : ({} as ReturnType<typeof fileOperations>)),
  };
}
