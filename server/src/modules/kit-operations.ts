// The operations every kit module has, workflow or plain (DESIGN.md §4 "Operations"): the list's
// input, szurok/ (the filters' choices; special modules' too), meta/ (fields, columns, filters,
// sortable columns) and a record's details.
import { z } from 'zod';
import type { TAuthedContext } from '../access/context.ts';
import { ZRowId } from '../http/schemas.ts';
import { moduleMeta } from '../workflow/meta.ts';
import type { TAnyPlainModule, TAnyWorkflowModule, TFilterOption } from '../workflow/define.ts';
import { KIT_ANSWERS } from '../openapi/kit-answers.ts';
import { listQuery } from './rest-common.ts';
import { operation, type TAnswer, type TOperationCall, type TRestHost } from '../api/operations.ts';
import type { TGate } from '../access/context.ts';

export const ZId = z.object({ id: ZRowId });

/** What a module's table hangs on: its paths under `/api/{restBase}`, tagged with its key, gated by its permission. */
export interface TModuleHost {
  key: string;
  restBase: string;
  permission: TGate;
}

export const moduleHost = (def: TModuleHost): TRestHost => ({ base: `/api/${def.restBase}`, tag: def.key, gate: def.permission });

/** A list page: search, paging, and the module's filters by name. */
export const ZListInput = z
  .object({ q: z.string().max(200).optional(), page: z.number().int().min(1).optional(), limit: z.number().int().min(1).max(100).optional() })
  .catchall(z.unknown());

/** A list's REST query: page and limit as numbers, the filters as text. */
export const listSent = (call: TOperationCall) => ({ input: listQuery(call.query) });

export async function filterOptions(
  ctx: TAuthedContext,
  filters: Record<string, { options?: (ctx: TAuthedContext) => Promise<TFilterOption> | TFilterOption }>,
) {
  const out: Record<string, TFilterOption> = {};
  for (const [name, f] of Object.entries(filters)) if (f.options) out[name] = await f.options(ctx);
  return out;
}

/** szurok/: the choices of the module's filters (`label`: the module's name in the summary). */
export const filtersOperation = (label: string, run: (ctx: TAuthedContext) => Promise<Record<string, TFilterOption>>) =>
  operation({ call: 'query', access: 'read', output: KIT_ANSWERS.filters, run, rest: [{ method: 'GET', path: '/szurok/', summary: `${label}: szűrők` }] });

/** A record's details at `{id}/`, and at `{id}` as the spec writes some item paths (001 §7: `GET /api/partnerek/{id}`). */
export const getOperation = <TRecord>(label: string, output: TAnswer, run: (ctx: TAuthedContext, id: number) => Promise<TRecord>) =>
  operation({
    call: 'query',
    access: 'read',
    input: ZId,
    output,
    run: (ctx, input) => run(ctx, input.id),
    rest: [
      { method: 'GET', path: '/:id/', summary: `${label}: részletek` },
      { method: 'GET', path: '/:id', summary: `${label}: részletek (perjel nélkül)` },
    ],
  });

/** szurok/ and meta/ (meta/ is a REST path of modules with a manifest; its procedure is every module's). */
export function collectionOperations(def: TAnyWorkflowModule | TAnyPlainModule) {
  return {
    filters: filtersOperation(def.label, (ctx) => filterOptions(ctx, def.filters)),
    /** The module's fields, columns, filters and sortable columns (DESIGN.md "Module manifest"). */
    meta: operation({
      call: 'query',
      access: 'read',
      output: KIT_ANSWERS.meta,
      run: () => moduleMeta(def),
      rest: def.manifest
        ? [{ method: 'GET', path: '/meta/', summary: `${def.label}: mezők, oszlopok, szűrők és rendezhető oszlopok (a képernyők ebből épülnek)` }]
        : [],
    }),
  };
}
