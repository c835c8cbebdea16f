// REST pieces every module has: list, szurok, get, create, update, and the xlsx answer.
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { TRestRoute } from '../rest/route.ts';
import { idParam } from '../rest/route.ts';
import { contentDisposition } from '../files/content-disposition.ts';
import { writeXlsx } from '../export/xlsx.ts';
import { formatDate } from '@etanker/shared/format.ts';
import { badRequest } from '../http/errors.ts';
import type { TExportColumn } from '../workflow/define.ts';
import { acceptReadShape } from './read-shape.ts';
import { ZodError, type z } from 'zod';
import { TRPCError } from '@trpc/server';
import type { TModuleSchemas } from '../openapi/module-schemas.ts';
import { KIT_ANSWERS } from '../openapi/kit-answers.ts';

type TProcedures = Record<string, (input: unknown) => Promise<unknown>>;
interface TRestModule {
  key: string;
  restBase: string;
  label: string;
  createInput: z.ZodType;
  updateInput: z.ZodType;
  manifest?: object;
}

export const procedures = (def: { key: string }) => (caller: unknown) => (caller as Record<string, TProcedures>)[def.key];

/** Query strings: page and limit are numbers, the rest is passed to the filters as text. */
export function listQuery(query: Record<string, unknown>) {
  const out: Record<string, unknown> = { ...query };
  for (const key of ['page', 'limit']) {
    if (query[key] === undefined) continue;
    const n = Number(query[key]);
    if (!Number.isInteger(n)) throw badRequest({ [key]: ['Érvénytelen szám.'] });
    out[key] = n;
  }
  delete out.format;
  return out;
}

/** `schemas`: the answers' OpenAPI schemas, for modules with a manifest. */
export function collectionRoutes(def: TRestModule, schemas?: TModuleSchemas): TRestRoute[] {
  const base = `/api/${def.restBase}`;
  const proc = procedures(def);
  return [
    {
      method: 'GET',
      path: `${base}/`,
      tag: def.key,
      summary: `${def.label}: lista`,
      response: schemas?.list,
      handler: ({ caller, query }) => proc(caller).list(listQuery(query)),
    },
    {
      method: 'GET',
      path: `${base}/szurok/`,
      tag: def.key,
      summary: `${def.label}: szűrők`,
      response: KIT_ANSWERS.filters,
      handler: ({ caller }) => proc(caller).filters(undefined),
    },
    ...(def.manifest
      ? [
          {
            method: 'GET',
            path: `${base}/meta/`,
            tag: def.key,
            summary: `${def.label}: mezők, oszlopok, szűrők és rendezhető oszlopok (a képernyők ebből épülnek)`,
            response: KIT_ANSWERS.meta,
            handler: ({ caller }) => proc(caller).meta(undefined),
          } satisfies TRestRoute,
        ]
      : []),
  ];
}

/** The REST body of an update is the procedure's `data`: its field errors keep the body's own names. */
export async function bodyFieldErrors<T>(update: Promise<T>): Promise<T> {
  try {
    return await update;
  } catch (error) {
    if (error instanceof TRPCError && error.cause instanceof ZodError) {
      throw new ZodError(error.cause.issues.map((issue) => ({ ...issue, path: issue.path[0] === 'data' ? issue.path.slice(1) : issue.path })));
    }
    throw error;
  }
}

export function itemRoutes(def: TRestModule, schemas?: TModuleSchemas): TRestRoute[] {
  const base = `/api/${def.restBase}`;
  const proc = procedures(def);
  return [
    {
      method: 'GET',
      path: `${base}/:id/`,
      tag: def.key,
      summary: `${def.label}: részletek`,
      response: schemas?.record,
      handler: ({ caller, params }) => proc(caller).get({ id: idParam(params) }),
    },
    // The spec writes some item paths without the slash (001 §7: `GET /api/partnerek/{id}`): both answer.
    {
      method: 'GET',
      path: `${base}/:id`,
      tag: def.key,
      summary: `${def.label}: részletek (perjel nélkül)`,
      response: schemas?.record,
      handler: ({ caller, params }) => proc(caller).get({ id: idParam(params) }),
    },
    {
      method: 'POST',
      path: `${base}/`,
      tag: def.key,
      summary: `${def.label}: új`,
      status: 201,
      response: schemas?.record,
      schema: { body: def.createInput },
      handler: ({ caller, body }) => proc(caller).create(body),
    },
    {
      method: 'PUT',
      path: `${base}/:id/`,
      tag: def.key,
      summary: `${def.label}: módosítás (a GET válasza is küldhető: a csak olvasható mezőket figyelmen kívül hagyja)`,
      schema: { body: def.updateInput },
      response: schemas?.record,
      handler: async ({ caller, params, body }) => {
        const id = idParam(params);
        const answered = await proc(caller).get({ id });
        return bodyFieldErrors(proc(caller).update({ id, data: acceptReadShape(def.updateInput, body, answered) }));
      },
    },
  ];
}

type TRows = AsyncIterable<Record<string, unknown>> | Iterable<Record<string, unknown>>;

/**
 * The rows with the first already read: a query that fails (a filter value its column cannot
 * hold) is the request's error answer, as the list's, not a download broken after its headers.
 */
async function withFirstRowRead(rows: TRows): Promise<TRows> {
  if (Symbol.iterator in rows) return rows;
  const iterator = rows[Symbol.asyncIterator]();
  const first = await iterator.next();
  return (async function* () {
    for (let next = first; !next.done; next = await iterator.next()) yield next.value;
  })();
}

export async function sendXlsx(reply: FastifyReply, opts: { filename: string; sheetName: string; columns: TExportColumn[]; rows: TRows }) {
  const rows = await withFirstRowRead(opts.rows);
  reply.header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  reply.header('Content-Disposition', contentDisposition(opts.filename, 'attachment'));
  return reply.send(writeXlsx({ sheetName: opts.sheetName.slice(0, 31), columns: opts.columns, rows }) as Readable);
}

export const exportFilename = (name: string) => `${name}_${formatDate(new Date())}.xlsx`;
