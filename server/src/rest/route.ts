// A REST route is a thin adapter: it turns the documented path and payload into the call of an
// operation (api/operations.ts) — auth's, core's or a module's — so validation and authorization
// exist once (DESIGN.md §5).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import type { TResponseDoc } from '../openapi/module-schemas.ts';
import { ZRowId } from '../http/schemas.ts';
import type { TServices } from '../services.ts';
import { createContext, type TContext } from '../trpc/context.ts';
import { errorAnswer } from './errors.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { guardInput } from '../http/input-guard.ts';
import { bodyObject } from '../http/body.ts';

export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a route's handler is given: the request, already guarded, and its context. */
export interface TRestCall {
  ctx: TContext;
  req: FastifyRequest;
  reply: FastifyReply;
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
}

export interface TRestRoute {
  method: THttpMethod;
  /** Fastify path with :params, under /api, with the documented trailing slash. */
  path: string;
  summary: string;
  /** Answers the body (JSON), or takes over the reply itself (files) and returns the reply. */
  handler: (call: TRestCall) => Promise<unknown>;
  status?: number;
  /** For the OpenAPI document. */
  tag?: string;
  multipart?: boolean;
  binary?: 'pdf' | 'xlsx' | 'file';
  /** The zod schemas of the payload, for the OpenAPI document. */
  schema?: { body?: ZodType; query?: ZodType };
  /**
   * The JSON answer, for the OpenAPI document: a zod schema of its JSON, or a JSON Schema (a
   * module's manifest) with an example; without an example the document generates one.
   */
  response?: TResponseDoc | ZodType;
  /** Reachable without login (login, set password, public job portal). */
  public?: boolean;
}

export function registerRestRoutes(app: FastifyInstance, services: TServices, routes: TRestRoute[]): void {
  for (const route of routes) {
    app.route({
      method: route.method,
      url: route.path,
      handler: async (req, reply) => {
        try {
          // Before anything reads them (multipart text fields are guarded in readMultipart).
          guardInput(req.params);
          guardInput(req.query);
          guardInput(req.body);
          // Every documented body is an object of fields: a JSON null, array or scalar acts nowhere.
          if (req.body !== undefined) bodyObject(req.body);
        } catch (error) {
          const answer = errorAnswer(error)!;
          return reply.status(answer.status).send(answer.body);
        }
        const ctx = await createContext(services, req);
        try {
          const result = await route.handler({
            ctx,
            req,
            reply,
            params: (req.params ?? {}) as Record<string, string>,
            query: (req.query ?? {}) as Record<string, unknown>,
            body: req.body,
          });
          // A handler that answered itself (files) returns the reply, which is thenable: await
          // resolves it to undefined once sent, so ask the reply, not the result.
          if (reply.sent) return reply;
          return reply.status(route.status ?? 200).send(result ?? {});
        } catch (error) {
          const answer = errorAnswer(error);
          if (!answer) throw error;
          return reply.status(answer.status).send(answer.body);
        }
      },
    });
  }
}

/** `{id}` path parameters are positive integers that fit the Int column; anything else is simply not found. */
export function idParam(params: Record<string, string>, name = 'id'): number {
  const n = Number(params[name]);
  if (!/^\d+$/.test(params[name] ?? '') || !ZRowId.safeParse(n).success) throw notFound();
  return n;
}

/**
 * A body or form beside its path's id: the path names the record. A body's own `id` is the GET
 * answer's read-only id sent back (the same record) or not a field of the call (400, nothing runs).
 */
export function withPathId(payload: Record<string, unknown>, params: Record<string, string>): Record<string, unknown> {
  const id = idParam(params);
  if (payload.id !== undefined && String(payload.id) !== String(id)) throw badRequest({ id: ['Ismeretlen mező.'] });
  return { ...payload, id };
}
