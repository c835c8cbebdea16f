// Module actions made real (DESIGN.md §4 "Actions"): from one declaration each, the tRPC
// procedure and the REST route (both through invokeAction, so the gate, the check and the run
// exist once), the OpenAPI entry (the route's), while the engine sends the flag and the button.
import { z } from 'zod';
import type { TRPCMutationProcedure, TRPCQueryProcedure } from '@trpc/server';
import type { TTx } from '../db/client.ts';
import type { TAuthedContext, TContext, TGate } from '../access/context.ts';
import { requireUser } from '../access/gate.ts';
import { publicProcedure } from '../trpc/init.ts';
import type { THttpMethod, TRestRoute } from '../rest/route.ts';
import { idParam, withPathId } from '../rest/route.ts';
import { ZRowId } from '../http/schemas.ts';
import { loadCaseForAction } from '../workflow/case-access.ts';
import { actionWrites, hasReadTwin, recordActionRefusal, refuse } from '../workflow/actions.ts';
import type {
  TAnyAction,
  TAnyPlainModule,
  TAnyWorkflowModule,
  TItemAction,
  TModuleAction,
  TPublicAction,
  TRecordAction,
  TSheetAnswer,
  TUploadedFile,
} from '../workflow/define.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { bodyObject } from '../http/body.ts';
import { readMultipart, type TMultipartFile } from '../rest/multipart.ts';
import { findItem, itemActionRefusal, plainItem } from './plain-item.ts';
import { readScopeWhere } from './plain-scope.ts';
import { sendXlsx } from './rest-common.ts';
import { ZFormFile } from '../openapi/kit-answers.ts';
import { workflowDetail } from '../workflow/detail.ts';

/** What actions hang on: a module's key, REST base, permission (and Case.module for record actions; a plain module's definition for item actions). */
export interface TActionHost {
  key: string;
  restBase: string;
  permission: TGate;
  caseModule?: string;
  actions?: Record<string, TAnyAction>;
}

const EMPTY_INPUT = z.object({}).strict();

/** The action's full input: the record's id beside its own payload. */
function inputSchema(a: TAnyAction): z.ZodType {
  const own = (a.input as z.ZodType | undefined) ?? EMPTY_INPUT;
  if (a.on !== 'record' && a.on !== 'item') return own;
  return own instanceof z.ZodObject ? own.extend({ id: ZRowId }) : z.object({ id: ZRowId });
}

/**
 * Before the payload is read: the login and permission gate, or for public actions the rate
 * limit. A call by a write method is a write for read-only users even where the action changes
 * nothing (its read twin, hasReadTwin, is theirs).
 */
async function admit(ctx: TContext, host: TActionHost, a: TAnyAction, method: THttpMethod = a.method): Promise<void> {
  if (a.on === 'module' && a.public) await ctx.publicThrottle.attempt(ctx.ip, actionWrites(a) ? 'write' : 'read');
  else requireUser(ctx, host.permission, { write: actionWrites(a) || method !== 'GET' });
}

/** The check and run of an admitted action on its validated input; writes in one transaction. */
async function invokeAction(
  ctx: TContext,
  host: TActionHost,
  a: TAnyAction,
  input: Record<string, unknown>,
  files: Partial<Record<string, TUploadedFile>> = {},
): Promise<unknown> {
  const inTx = <T>(run: (tx: TTx) => Promise<T>) => (actionWrites(a) ? ctx.prisma.$transaction(run) : run(ctx.prisma));
  if (a.on === 'module') return inTx((tx) => (a.run as TPublicAction['run'])(tx, ctx, { input, files }));
  const authed = ctx as TAuthedContext;
  const { id, ...own } = input as { id: number };
  if (a.on === 'item') {
    const def = host as TAnyPlainModule;
    const answer = await inTx(async (tx) => {
      // A read (amount_stat/) reaches the rows the caller reads, shared ones too; a write only its scope.
      const item = actionWrites(a) ? await findItem(tx, authed, def, id) : await def.get(tx, authed, id, readScopeWhere(authed.user, def));
      if (!item) throw notFound();
      const refusal = await itemActionRefusal(tx, authed, def, a, item);
      if (refusal) refuse(refusal);
      return a.run(tx, authed, { id, item, input: own });
    });
    return answer === undefined ? plainItem(authed, def, id) : answer;
  }
  const result = await inTx(async (tx) => {
    const record = await loadCaseForAction(tx, authed.user, host.caseModule!, id);
    const refusal = await recordActionRefusal(tx, authed, a, record);
    if (refusal) refuse(refusal);
    return a.run(tx, authed, { id, record, input: own, module: host as TAnyWorkflowModule, files });
  });
  return result === undefined ? workflowDetail(authed, host as TAnyWorkflowModule, id) : result;
}

export type TProcedureOf<A> = A extends { files: readonly string[] }
  ? never
  : A extends (TRecordAction<infer _O, infer R, infer I> | TItemAction<infer _O, infer R, infer I>) & { method: infer M }
    ? R extends TSheetAnswer
      ? never
      : TProcedure<M, I & { id: number }, R extends void ? Record<string, unknown> : R>
    : A extends (TModuleAction<infer _O, infer R, infer I> | TPublicAction<infer _O, infer R, infer I>) & { method: infer M }
      ? TProcedure<M, I, R>
      : never;
type TProcedure<M, I, O> = M extends 'GET'
  ? TRPCQueryProcedure<{ input: I; output: O; meta: object }>
  : TRPCMutationProcedure<{ input: I; output: O; meta: object }>;

/** The tRPC procedures of the module's actions (spreadsheets are REST downloads only). */
export function actionProcedures<TActions extends Record<string, TAnyAction>>(host: TActionHost, actions: TActions) {
  const out: Record<string, unknown> = {};
  for (const [name, a] of Object.entries(actions)) {
    if (a.binary || a.files) continue;
    const procedure = publicProcedure
      .use(async ({ ctx, next }) => {
        await admit(ctx, host, a);
        return next();
      })
      .input(inputSchema(a));
    const handler = ({ ctx, input }: { ctx: TContext; input: unknown }) => invokeAction(ctx, host, a, input as Record<string, unknown>);
    out[name] = a.method === 'GET' ? procedure.query(handler) : procedure.mutation(handler);
  }
  return out as { [K in keyof TActions as [TProcedureOf<TActions[K]>] extends [never] ? never : K]: TProcedureOf<TActions[K]> };
}

/** An action's files by field name: only those it names (another is a 400). */
export function namedFiles(names: readonly string[], files: TMultipartFile[]): Partial<Record<string, TUploadedFile>> {
  const out: Partial<Record<string, TUploadedFile>> = {};
  for (const f of files) {
    if (!names.includes(f.fieldname)) throw badRequest({ [f.fieldname]: ['Ismeretlen mező.'] });
    out[f.fieldname] = { filename: f.filename, data: f.data };
  }
  return out;
}

/** A multipart action's documented form: its text fields and its named files. */
function withFileFields(own: z.ZodType | undefined, files: readonly string[] = []): z.ZodType | undefined {
  if (!files.length) return own;
  const fileFields = Object.fromEntries(files.map((name) => [name, ZFormFile]));
  return own instanceof z.ZodObject ? own.extend(fileFields) : z.object(fileFields);
}

/**
 * The REST routes of the module's actions: `{base}/{path}` or `{base}/{id}/{path}`; a module
 * action's path parameters join its payload. `details`: the documented answer of a record or
 * item action that declares no `output` (it answers the record's details).
 */
export function actionRestRoutes(host: TActionHost, details?: TRestRoute['response']): TRestRoute[] {
  const base = `/api/${host.restBase}`;
  const route = (a: TAnyAction, method: THttpMethod): TRestRoute => {
    const own = a.input as z.ZodType | undefined;
    const payload = (call: { params: Record<string, string>; query: Record<string, unknown>; body: unknown }) => {
      const raw = method === 'GET' ? call.query : bodyObject(call.body);
      const { id: bodyId, ...rest } = raw;
      const sent = a.bodyId && bodyId !== undefined ? { ...rest, [a.bodyId]: bodyId } : raw;
      // A module action's path may hold parameters of its own (`:id/conflicting_entities/`): they join the payload.
      return a.on === 'record' || a.on === 'item' ? withPathId(sent, call.params) : { ...sent, ...call.params };
    };
    return {
      method,
      path: a.on === 'record' || a.on === 'item' ? `${base}/:id/${a.path}` : `${base}/${a.path}`,
      tag: host.key,
      summary: method === a.method ? a.summary : `${a.summary} (olvasási változat)`,
      ...(a.status ? { status: a.status } : {}),
      ...(a.binary ? { binary: a.binary } : {}),
      ...(a.on === 'module' && a.public ? { public: true } : {}),
      ...(own || a.files ? { schema: method === 'GET' ? { query: own } : { body: withFileFields(own, a.files) } } : {}),
      ...(a.files ? { multipart: true } : {}),
      ...(a.binary ? {} : { response: a.output ?? (a.on === 'module' ? undefined : details) }),
      handler: async (call) => {
        await admit(call.ctx, host, a, method);
        // A record outside the caller's scope is a 404 whatever the payload: its 400 would tell the record exists.
        const parse = async (raw: unknown) => {
          const parsed = inputSchema(a).safeParse(raw);
          if (parsed.success) return parsed.data as Record<string, unknown>;
          if (a.on === 'record') await loadCaseForAction(call.ctx.prisma, (call.ctx as TAuthedContext).user, host.caseModule!, idParam(call.params));
          if (a.on === 'item' && !(await findItem(call.ctx.prisma, call.ctx as TAuthedContext, host as TAnyPlainModule, idParam(call.params))))
            throw notFound();
          throw parsed.error;
        };
        if (a.files) {
          const { fields, files } = await readMultipart(call.req, call.ctx.config.MAX_UPLOAD_MB);
          return invokeAction(call.ctx, host, a, await parse(payload({ ...call, body: fields })), namedFiles(a.files, files));
        }
        const answer = await invokeAction(call.ctx, host, a, await parse(payload(call)));
        return a.binary ? sendXlsx(call.reply, answer as TSheetAnswer) : answer;
      },
    };
  };
  return Object.values(host.actions ?? {}).flatMap((a) => (hasReadTwin(a) ? [route(a, a.method), route(a, 'GET')] : [route(a, a.method)]));
}
