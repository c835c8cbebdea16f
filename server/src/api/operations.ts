// Calls as data (DESIGN.md §4 "Operations"): each operation is one declaration — who may call
// it, its input, its documented answer, its run and the REST paths that reach it — from which its
// tRPC procedure (with `.output()`), its REST routes and their OpenAPI entries are made. REST
// calls run the operation directly: the input is guarded once (rest/route.ts) and parsed once, by
// the same schema as the procedure's. It sits with trpc/ and rest/, below the areas that declare
// tables (auth/, core/, the module kit), so core/ uses it without reaching the engine.
import { z, ZodError } from 'zod';
import type { TRPCMutationProcedure, TRPCQueryProcedure, TRPCSubscriptionProcedure } from '@trpc/server';
import type { TAuthedContext, TContext, TGate } from '../access/context.ts';
import { requireUser } from '../access/gate.ts';
import { gatedProcedure, publicProcedure, writerProcedure } from '../trpc/init.ts';
import type { THttpMethod, TRestCall, TRestRoute } from '../rest/route.ts';
import { idParam, withPathId } from '../rest/route.ts';
import type { TMultipartFile } from '../rest/multipart.ts';
import { bodyObject } from '../http/body.ts';
import type { TResponseDoc } from '../openapi/module-schemas.ts';
import { jsonSchema } from '../openapi/document.ts';

/** A documented answer: a zod schema of its JSON, or a JSON Schema with an example (a module's manifest). */
export type TAnswer = TResponseDoc | z.ZodType;

/** `public`: no login (login, system messages); `read`: any logged-in user, read-only ones too; `write`: not read-only users. */
export type TAccess = 'public' | 'read' | 'write';

/** The context a run is given: a public call's caller may be nobody. */
export type TCallerOf<TAccessOf extends TAccess> = TAccessOf extends 'public' ? TContext : TAuthedContext;

/** A REST call of an operation, its caller admitted. */
export interface TOperationCall<TCtx extends TContext = TAuthedContext> extends Omit<TRestCall, 'ctx'> {
  ctx: TCtx;
}

/** What a REST call hands the operation: its input, and a multipart form's files. */
export interface TSent {
  input: unknown;
  files?: TMultipartFile[];
}

/** One REST path of an operation. */
export interface TOperationRoute<TResult, TCtx extends TContext = TAuthedContext> {
  method: THttpMethod;
  /** After the module's base (`/api/{restBase}`): '/' is the collection, '/:id/sztorno/' a record's call. */
  path: string;
  summary: string;
  status?: number;
  multipart?: boolean;
  binary?: TRestRoute['binary'];
  /** The documented payload. */
  schema?: TRestRoute['schema'];
  /** The documented answer, where this path answers other than the operation (a file). */
  response?: TAnswer;
  /** The input from the request; by default the path's `id` beside the query (GET, DELETE) or the body. */
  sent?(call: TOperationCall<TCtx>): TSent | Promise<TSent>;
  /** The REST answer of the run's result (a 204, a file); by default the result as JSON. */
  reply?(result: TResult, call: TOperationCall<TCtx>): unknown;
}

/** Beside the input: a multipart form's files (REST), the subscription's end (tRPC). */
export interface TRunExtra {
  files: TMultipartFile[];
  signal?: AbortSignal;
}

type TParsed<TSchema> = TSchema extends z.ZodType ? z.output<TSchema> : undefined;

export type TCallKind = 'query' | 'mutation' | 'subscription';

export interface TOperation<
  TSchema extends z.ZodType | undefined,
  TOut,
  TCall extends TCallKind | undefined = TCallKind | undefined,
  TAccessOf extends TAccess = TAccess,
> {
  /** The tRPC procedure's kind; without it the operation is a REST call only (a download). */
  call?: TCall;
  /** Who is refused before the input is read (`TAccess`). */
  access: TAccessOf;
  /** This call's own permission instead of its table's (news: only its editors create). */
  gate?: TGate;
  input?: TSchema;
  /** The answer as documented (the procedure's `.output()`, the routes' OpenAPI answer); null: a file. */
  output: TAnswer | null;
  run(ctx: TCallerOf<TAccessOf>, input: TParsed<TSchema>, extra: TRunExtra): TOut;
  rest?: readonly TOperationRoute<Awaited<TOut>, TCallerOf<TAccessOf>>[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a table holds operations of every input, answer and access
export type TAnyOperation = TOperation<any, any, TCallKind | undefined, any>;

/** Declares an operation; the generics carry its kind, input, answer and caller to the procedure's type and its run. */
export const operation = <
  TSchema extends z.ZodType | undefined = undefined,
  TOut = unknown,
  TCall extends TCallKind | undefined = undefined,
  TAccessOf extends TAccess = TAccess,
>(
  op: TOperation<TSchema, TOut, TCall, TAccessOf>,
) => op;

type TInput<TSchema> = TSchema extends z.ZodType ? z.input<TSchema> : void;
type TYield<TOut> = TOut extends AsyncIterable<infer Y> ? Y : never;
type TProcedureOf<O> =
  O extends TOperation<infer S, infer R, infer C, infer _A>
    ? C extends 'query'
      ? TRPCQueryProcedure<{ input: TInput<S>; output: Awaited<R>; meta: object }>
      : C extends 'mutation'
        ? TRPCMutationProcedure<{ input: TInput<S>; output: Awaited<R>; meta: object }>
        : C extends 'subscription'
          ? TRPCSubscriptionProcedure<{ input: TInput<S>; output: AsyncIterable<TYield<R>, void, unknown>; meta: object }>
          : never
    : never;
export type TProcedures<T> = { [K in keyof T as [TProcedureOf<T[K]>] extends [never] ? never : K]: TProcedureOf<T[K]> };

/**
 * The procedure's `.output()`: the documented answer, its JSON Schema as the parser's metadata
 * (what the REST route documents), the answer passed through as the run made it. Answers are
 * held to their documentation by tests/api/openapi-answers.test.ts, not re-validated on every
 * call (a zod object would strip what it does not name; dates are still Dates before JSON).
 */
function declaredOutput(answer: TAnswer | null) {
  const schema = answer === null ? { type: 'string', format: 'binary' } : answer instanceof z.ZodType ? jsonSchema(answer, 'output') : answer.schema;
  return z.custom<unknown>().meta({ answer: schema });
}

/** The procedure an operation is built on: its access, and its own gate or its table's. */
function baseProcedure(op: TAnyOperation, gate: TGate) {
  if (op.access === 'public') return publicProcedure;
  const own = op.gate === undefined ? gate : op.gate;
  return op.access === 'write' ? writerProcedure(own) : gatedProcedure(own);
}

/** The tRPC procedures of a table: gated by the table's permission (or the operation's own), writes refused to read-only users. */
export function operationProcedures<T extends Record<string, TAnyOperation>>(gate: TGate, table: T): TProcedures<T> {
  const out: Record<string, unknown> = {};
  for (const [name, op] of Object.entries(table)) {
    if (!op.call) continue;
    // An operation without input declares none: whatever a tRPC call sends is ignored, and the
    // procedure is seen as taking nothing (the hostile sweep sends such calls no input classes).
    const base = baseProcedure(op, gate).output(declaredOutput(op.output));
    const built = op.input ? base.input(op.input) : base;
    const run = ({ ctx, input, signal }: { ctx: TContext; input: unknown; signal?: AbortSignal }) =>
      op.run(ctx, op.input ? input : undefined, { files: [], signal });
    if (op.call === 'query') out[name] = built.query(run);
    else if (op.call === 'mutation') out[name] = built.mutation(run);
    else out[name] = base.input(op.input ?? z.unknown()).subscription((opts) => run(opts) as AsyncIterable<unknown>);
  }
  return out as TProcedures<T>;
}

/** A REST body's field errors are named as the body's fields: an update's `data.` is not part of its path. */
function parseSent(schema: z.ZodType, input: unknown): unknown {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw new ZodError(parsed.error.issues.map((issue) => ({ ...issue, path: issue.path[0] === 'data' ? issue.path.slice(1) : issue.path })));
}

function defaultSent(route: TOperationRoute<unknown, TContext>, call: TOperationCall<TContext>): TSent {
  const payload = route.method === 'GET' || route.method === 'DELETE' ? call.query : bodyObject(call.body);
  return { input: route.path.includes(':id/') || route.path.endsWith(':id') ? withPathId(payload, call.params) : payload };
}

/** The input is the body as sent: no body is no input (one error for the whole call), not an empty object. */
export const bodySent = (call: TOperationCall<TContext>): TSent => ({ input: call.body });

/** The input is the path's record id alone; the query or body beside it is not read. */
export const pathIdSent = (call: TOperationCall<TContext>): TSent => ({ input: { id: idParam(call.params) } });

/** Where a table's REST paths hang (`base` + a route's path), their OpenAPI tag and their permission. */
export interface TRestHost {
  base: string;
  tag: string;
  gate: TGate;
}

/** The caller a REST call of the operation runs as: anybody for a public one, else admitted by its gate and access. */
function admit(op: TAnyOperation, host: TRestHost, ctx: TContext): TContext {
  if (op.access === 'public') return ctx;
  return requireUser(ctx, op.gate === undefined ? host.gate : op.gate, { write: op.access === 'write' });
}

/** The REST routes of a table, under the host's base, tagged with its tag. */
export function operationRoutes(host: TRestHost, table: Record<string, TAnyOperation>): TRestRoute[] {
  return Object.values(table).flatMap((op) =>
    (op.rest ?? []).map((route): TRestRoute => ({
      method: route.method,
      path: `${host.base}${route.path}`,
      tag: host.tag,
      summary: route.summary,
      ...(op.access === 'public' ? { public: true } : {}),
      ...(route.status ? { status: route.status } : {}),
      ...(route.multipart ? { multipart: true } : {}),
      ...(route.binary ? { binary: route.binary } : {}),
      ...(route.schema ? { schema: route.schema } : {}),
      response: route.response ?? op.output ?? undefined,
      handler: async (call) => {
        const ctx = admit(op, host, call.ctx);
        const admitted = { ...call, ctx };
        const sent = route.sent ? await route.sent(admitted) : defaultSent(route, admitted);
        const result = await op.run(ctx, op.input ? parseSent(op.input, sent.input) : undefined, { files: sent.files ?? [] });
        return route.reply ? route.reply(result, admitted) : result;
      },
    })),
  );
}
