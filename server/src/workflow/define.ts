// A module is a definition; the factory (router.ts, rest.ts) makes its tRPC router, REST
// routes, export and PDF preview from it (DESIGN.md §4).
import type { ReactElement } from 'react';
import type { z } from 'zod';
import type { Prisma } from '../generated/prisma/client.ts';
import type { TTx } from '../db/client.ts';
import type { TAuthedContext } from '../access/context.ts';
import type { TRestRoute } from '../rest/route.ts';
import type { TOrderColumns } from './order-by.ts';
import type { TCaseForAction } from './case-access.ts';
import type { TColumnMeta, TFieldMeta } from '@etanker/shared/field-meta.ts';

export interface TExportColumn {
  header: string;
  key: string;
  width?: number;
  type?: 'text' | 'number' | 'money' | 'date' | 'datetime';
}

export interface TFilterOption {
  label: string;
  type: 'select' | 'multi_select' | 'bool' | 'date' | 'number' | 'text';
  choices?: { value: string | number; label: string }[];
}

/** One list filter: its zod schema (query strings arrive as text), the where it adds, its options. */
export interface TFilter<TWhere> {
  schema: z.ZodType;
  where: (value: never, ctx: TAuthedContext) => TWhere | Promise<TWhere>;
  options?: (ctx: TAuthedContext) => Promise<TFilterOption> | TFilterOption;
}

/** A filter whose `where` is typed by its schema's output. */
export function filter<TValue, TWhere>(f: {
  schema: z.ZodType<TValue>;
  where: (value: TValue, ctx: TAuthedContext) => TWhere | Promise<TWhere>;
  options?: (ctx: TAuthedContext) => Promise<TFilterOption> | TFilterOption;
}): TFilter<TWhere> {
  return f as unknown as TFilter<TWhere>;
}

export interface TDocumentDef {
  label: string;
  render: (ctx: TAuthedContext, id: number) => Promise<ReactElement>;
}

interface TCommon<TCreate, TUpdate> {
  /** tRPC key and OpenAPI tag, e.g. 'commitments'. */
  key: string;
  /** REST base under /api/, without slashes: 'kotelezettsegvallalas'. */
  restBase: string;
  label: string;
  /** Client route of the details page, for my tasks and mails: '/penzugy/kotelezettsegvallalas/{id}.html'. */
  detailRoute: string;
  permission: string | null;
  createInput: z.ZodType<TCreate>;
  updateInput: z.ZodType<TUpdate>;
  /** Input fields holding institution ids: the engine refuses (400) any outside the writer's scope. */
  institutionFields?: readonly string[];
  /** REST routes of the module's own procedures (passed to the router factory as extras). */
  restExtras?: TRestRoute[];
  /** The documented export answers JSON rows unless ?format=xlsx (DESIGN.md §10.1). */
  exportReturnsData?: boolean;
  exportColumns: TExportColumn[];
  exportName: string;
  /** The module's field declarations (manifest.ts), when it has them: its meta/ answer is made from them. */
  manifest?: { fieldMeta: TFieldMeta[]; listColumns: TColumnMeta[] };
}

export interface TWorkflowCaseFields {
  institution_id: number;
  affected_institution_id?: number | null;
}

type TFields = Record<string, unknown>;

/**
 * A module's list columns: `select` reads its record through its relation on Case (for the ids
 * of a list page, joined to the rows of an export batch); `shaper` answers, once per page or
 * batch, the function that turns one selected row into the module's columns (static names are
 * loaded there, not per row).
 */
export interface TListColumns<TRow> {
  select: Prisma.CaseSelect;
  shaper: (tx: TTx) => Promise<(row: never) => TRow>;
}

export interface TWorkflowModule<TCreate = unknown, TUpdate = unknown, TDetail extends object = TFields, TRow extends object = TFields> extends TCommon<
  TCreate,
  TUpdate
> {
  kind: 'workflow';
  /** Case.module value. */
  caseModule: string;
  initialState: string;
  /** Settings group of /api/beallitasok/ (e.g. can_upload_after_closed). */
  settingsGroup?: string;
  referencePrefix?: string;
  /** Whether reference numbers are generated (e.g. a setting); default true with a prefix. */
  autoReference?: (tx: TTx) => Promise<boolean>;
  filters: Record<string, TFilter<Prisma.CaseWhereInput>>;
  /** Validates business rules (settings, references) and answers the Case fields. */
  prepareCreate: (tx: TTx, ctx: TAuthedContext, data: TCreate) => Promise<TWorkflowCaseFields>;
  insert: (tx: TTx, ctx: TAuthedContext, id: number, data: TCreate) => Promise<void>;
  prepareUpdate?: (tx: TTx, ctx: TAuthedContext, id: number, data: TUpdate) => Promise<Partial<TWorkflowCaseFields>>;
  /** The stored record's fields that flow conditions look at (e.g. cost); read after insert and edits. */
  flowRecord: (tx: TTx, id: number) => Promise<Record<string, unknown>>;
  write: (tx: TTx, ctx: TAuthedContext, id: number, data: TUpdate) => Promise<void>;
  /** The record's title (my tasks, mails) and the text `q` searches (normalized by the engine). */
  describe: (tx: TTx, id: number) => Promise<{ title: string; searchText: string }>;
  /** Module columns of list and export rows (see TListColumns). */
  listColumns: TListColumns<TRow>;
  /** List columns `order_by` takes besides the Case's own (id, created_at, reference_number, state, closed_at). */
  orderBy?: TOrderColumns<Prisma.CaseOrderByWithRelationInput>;
  /** Module fields of the details page. */
  detail: (tx: TTx, ctx: TAuthedContext, id: number) => Promise<TDetail>;
  /** Copies the module's record of `sourceId` to the new Case `newId` (másolás). */
  copy: (tx: TTx, ctx: TAuthedContext, sourceId: number, newId: number) => Promise<void>;
  documents: Record<string, TDocumentDef>;
  /**
   * The module's own writes for a decision, run in its transaction after the Case moved (they
   * never move the Case), or null when this decision needs none: then the decision is written
   * without a transaction, in one statement.
   */
  afterDecision?: (
    ctx: TAuthedContext,
    event: { id: number; state: string; option: { type: string; outcome: string }; answers: Record<string, unknown> },
  ) => ((tx: TTx) => Promise<void>) | null;
  /** The module's own actions the user may take on the record (e.g. can_supplement), answered with its details. */
  actionFlags?: (tx: TTx, ctx: TAuthedContext, c: TCaseForAction) => Promise<Record<string, boolean>>;
  /** Subscriptions (megjelölés) are offered by this module. */
  subscribable?: boolean;
  /** The module has extra fields: inputs carry extra_field_answers, lists take extra_{id} filters. */
  extraFields?: boolean;
}

export interface TPlainModule<TCreate = unknown, TUpdate = unknown, TItem extends object = TFields> extends TCommon<TCreate, TUpdate> {
  kind: 'plain';
  /** Creating, changing and deleting items needs this besides `permission` (master data kept by its keepers); reading does not. */
  editPermission?: string;
  filters: Record<string, TFilter<Record<string, unknown>>>;
  /** The columns `order_by` takes (others are a 400). */
  orderBy: TOrderColumns<Record<string, unknown>>;
  /** `orderBy` is the parsed `order_by` (null: the module's default order). */
  list: (
    tx: TTx,
    ctx: TAuthedContext,
    args: { where: Record<string, unknown>; q: string; skip: number; take: number; orderBy: Record<string, unknown>[] | null },
  ) => Promise<{ data: TItem[]; total: number }>;
  /** `where` is the caller's scope (see `scopeColumn`; `{}` without one): a row outside it is none. */
  get: (tx: TTx, ctx: TAuthedContext, id: number, where: Record<string, unknown>) => Promise<TItem | null>;
  create: (tx: TTx, ctx: TAuthedContext, data: TCreate) => Promise<number>;
  update: (tx: TTx, ctx: TAuthedContext, id: number, data: TUpdate) => Promise<void>;
  /** DELETE {base}/{id}/ (204); without it the module has no delete. Called after `get` found the row in scope. */
  remove?: (tx: TTx, ctx: TAuthedContext, id: number) => Promise<void>;
  exportRows: (tx: TTx, ctx: TAuthedContext, where: Record<string, unknown>, q: string) => AsyncIterable<Record<string, unknown>>;
  /**
   * The column holding the institution a row belongs to (e.g. 'institution_id'): list, mind/,
   * export, get, update and delete then answer only rows of the caller's institutions (the
   * centre: all). Without it rows are shared by every school (partners).
   */
  scopeColumn?: string;
  /** GET {base}/mind/: every row the caller may pick (same filters and scope as the list, no paging), in a small shape. */
  mind?: (tx: TTx, ctx: TAuthedContext, args: { where: Record<string, unknown>; q: string }) => Promise<TMindItem[]>;
}

/** A pickable row of a mind/ lookup. */
export interface TMindItem {
  id: number;
  name: string;
  [field: string]: unknown;
}

// The types of inputs, details and rows are inferred from the definition, so the tRPC client is typed end to end.
export const defineWorkflowModule = <TCreate, TUpdate, TDetail extends object, TRow extends object>(
  def: Omit<TWorkflowModule<TCreate, TUpdate, TDetail, TRow>, 'kind'>,
): TWorkflowModule<TCreate, TUpdate, TDetail, TRow> => ({ kind: 'workflow', ...def });
export const definePlainModule = <TCreate, TUpdate, TItem extends object>(
  def: Omit<TPlainModule<TCreate, TUpdate, TItem>, 'kind'>,
): TPlainModule<TCreate, TUpdate, TItem> => ({
  kind: 'plain',
  ...def,
});

// Engine code works on any module's definition; inputs are validated before they reach it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TAnyWorkflowModule = TWorkflowModule<any, any, any, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TAnyPlainModule = TPlainModule<any, any, any>;
