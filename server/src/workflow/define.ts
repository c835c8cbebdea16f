// A module is a definition; the factory (router.ts, rest.ts) makes its tRPC router, REST
// routes, export and PDF preview from it (DESIGN.md §4).
import type { ReactElement } from 'react';
import type { z } from 'zod';
import type { Prisma } from '../generated/prisma/client.ts';
import type { TTx } from '../db/client.ts';
import type { TAuthedContext, TContext, TGate } from '../access/context.ts';
import type { TCurrentUser } from '../auth/current-user.ts';
import type { TOrderColumns } from './order-by.ts';
import type { TCaseForAction } from './case-access.ts';
import type { TColumnMeta, TFieldMeta, TRelationKind } from '@etanker/shared/field-meta.ts';
import type { TCrossFieldRule } from '@etanker/shared/cross-field-rules.ts';
import type { TFilter } from './list-filter.ts';
import type { TRelationTable } from './relations.ts';
import type { TStaticDataList } from '../core/static-data.ts';
import type { TMyTaskSource } from '../core/my-tasks.ts';
import { fileFilters } from './file-filters.ts';
import { withDerivedInstitution } from './derived-institution.ts';

export { filter, type TFilter, type TFilterOption } from './list-filter.ts';

export interface TExportColumn {
  header: string;
  key: string;
  width?: number;
  type?: 'text' | 'number' | 'money' | 'date' | 'datetime';
}

/** What the reader of a record may see of it: its personal data or not (access/personal-data.ts). */
export interface TRecordView {
  personal: boolean;
}

export interface TDocumentDef {
  label: string;
  /** `view` says whether the reader sees the record's personal data: pass it to the manifest's pdfRows. */
  render: (ctx: TAuthedContext, id: number, view: TRecordView) => Promise<ReactElement>;
}

/** Relation tables a module keeps, by the kind relation fields name them with. */
export type TModuleRelations = Partial<Record<TRelationKind, TRelationTable>>;

/** Why an action is closed: not the user's to take (403), or not in this state (400 with the text). */
export type TActionRefusal = { forbidden: true } | { message: string };

/** A record action's button in the client's actions bar (shown while its `can_<action>` flag is true). */
export interface TActionButton {
  label: string;
  /** Asked before running, naming the record: the action makes a new record or cannot be undone. */
  confirm?: { effect: 'creates' | 'destructive'; text: string };
  /** The module's client opens its own dialog for the action's input instead of running it at once. */
  dialog?: boolean;
  /** The success message (default: 'A művelet sikerült.'). */
  done?: string;
}

/** A spreadsheet answer (the REST route sends it as a download; binaries have no tRPC procedure). */
export interface TSheetAnswer {
  filename: string;
  sheetName: string;
  columns: TExportColumn[];
  rows: Iterable<Record<string, unknown>> | AsyncIterable<Record<string, unknown>>;
}

interface TActionCommon<TInput, TRaw> {
  method: TMethod;
  /** REST path under the module's base, or under `{base}/{id}/` for record actions: 'potigeny/'. */
  path: string;
  summary: string;
  /** The payload besides the record's id (REST: body of POSTs, query of GETs). */
  input?: z.ZodType<TInput, TRaw>;
  /** Whether the action writes (read-only users are refused); default: every POST. */
  write?: boolean;
  status?: number;
  /** The answer is a spreadsheet (run answers a TSheetAnswer). */
  binary?: 'xlsx';
  /**
   * The answer's JSON, for the OpenAPI document (the contract kit checks real answers against
   * it). Required of module actions; a record or item action without it answers the details.
   */
  output?: z.ZodType;
  /**
   * The REST call is multipart: its text fields are the payload, these named files reach the
   * run (`files`); such an action has no tRPC procedure (tRPC speaks JSON, as uj-melleklet/).
   */
  files?: readonly string[];
  /** The REST body's `id` arrives as this input field (a record action's `id` is the record's): the spec's `melleklet-torlese/` names a part `id`. */
  bodyId?: string;
}

/** An action on one record of a workflow module: `can` decides its flag and guards its run. */
export interface TRecordAction<TInput = unknown, TResult = unknown, TRaw = TInput> extends TActionCommon<TInput, TRaw> {
  on: 'record';
  can?: (tx: TTx, ctx: TAuthedContext, c: TCaseForAction) => Promise<TActionRefusal | null> | TActionRefusal | null;
  /** Writes run in one transaction with the record's load and `can`. */
  /** `module` is the definition the action belongs to (for the engine's functions). */
  run: (
    tx: TTx,
    ctx: TAuthedContext,
    call: { id: number; record: TCaseForAction; input: TInput; module: TAnyWorkflowModule; files?: Partial<Record<string, TUploadedFile>> },
  ) => Promise<TResult>;
  button?: TActionButton;
}

/** An action on one row of a plain module (close a meter): the row is found in the caller's scope first (404), `can` decides its flag and guards its run. */
export interface TItemAction<TInput = unknown, TResult = unknown, TRaw = TInput> extends TActionCommon<TInput, TRaw> {
  on: 'item';
  can?: (tx: TTx, ctx: TAuthedContext, item: Record<string, unknown>) => Promise<TActionRefusal | null> | TActionRefusal | null;
  /** Writes run in one transaction with the row's load and `can`; answering nothing answers the row's details. */
  run: (tx: TTx, ctx: TAuthedContext, call: { id: number; item: Record<string, unknown>; input: TInput }) => Promise<TResult>;
}

/** An action of the module as a whole (pickers, calculations); a multipart one's files reach its run (`files`). */
export interface TModuleAction<TInput = unknown, TResult = unknown, TRaw = TInput> extends TActionCommon<TInput, TRaw> {
  on: 'module';
  public?: false;
  run: (tx: TTx, ctx: TAuthedContext, call: { input: TInput; files?: Partial<Record<string, TUploadedFile>> }) => Promise<TResult>;
}

/** A module action reachable without login (job portal), rate-limited per client address. */
export interface TPublicAction<TInput = unknown, TResult = unknown, TRaw = TInput> extends TActionCommon<TInput, TRaw> {
  on: 'module';
  public: true;
  run: (tx: TTx, ctx: TContext, call: { input: TInput; files?: Partial<Record<string, TUploadedFile>> }) => Promise<TResult>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of any actions; each is typed where it is declared
export type TAnyAction = TRecordAction<any, any, any> | TItemAction<any, any, any> | TModuleAction<any, any, any> | TPublicAction<any, any, any>;

type TMethod = 'GET' | 'POST' | 'PUT';

/**
 * Declares one action: the factory makes its tRPC procedure (GET: a query), REST route, OpenAPI
 * entry, `can_<action>` flag and button from it. A record action whose run answers nothing
 * answers the record's details; one that answers a TSheetAnswer is a REST download only.
 */
export function action<TInput = Record<never, never>, TResult = unknown, M extends TMethod = TMethod, TRaw = TInput>(
  a: TRecordAction<TInput, TResult, TRaw> & { method: M },
): TRecordAction<TInput, TResult, TRaw> & { method: M };
export function action<TInput = Record<never, never>, TResult = unknown, M extends TMethod = TMethod, TRaw = TInput>(
  a: TItemAction<TInput, TResult, TRaw> & { method: M },
): TItemAction<TInput, TResult, TRaw> & { method: M };
export function action<TInput = Record<never, never>, TResult = unknown, M extends TMethod = TMethod, TRaw = TInput>(
  a: TModuleAction<TInput, TResult, TRaw> & { method: M },
): TModuleAction<TInput, TResult, TRaw> & { method: M };
export function action<TInput = Record<never, never>, TResult = unknown, M extends TMethod = TMethod, TRaw = TInput>(
  a: TPublicAction<TInput, TResult, TRaw> & { method: M },
): TPublicAction<TInput, TResult, TRaw> & { method: M };
export function action(a: TAnyAction): TAnyAction {
  return a;
}

/**
 * A permission the module brings beyond spec 000 §6 (prisma/seed/permissions.ts): the seed adds
 * it with its Hungarian name and grants it to the named demo groups (prisma/seed/groups.ts).
 */
export interface TModulePermission {
  codename: string;
  name: string;
  groups: readonly string[];
}

interface TCommon<TCreate, TUpdate> {
  /** tRPC key and OpenAPI tag, e.g. 'commitments'. */
  key: string;
  /** REST base under /api/, without slashes: 'kotelezettsegvallalas'. */
  restBase: string;
  label: string;
  /** Client route of the details page, for my tasks and mails: '/penzugy/kotelezettsegvallalas/{id}.html'. */
  detailRoute: string;
  /** Client route of the list, when not the details route's folder + 'lista.html' (the landing tiles link it with a filter). */
  listRoute?: string;
  /** The module's gate: a permission, any of several (a module split into `areas`), or null (every logged-in user). */
  permission: TGate;
  createInput: z.ZodType<TCreate>;
  updateInput: z.ZodType<TUpdate>;
  /** Input fields holding institution ids: the engine refuses (400) any outside the writer's scope. */
  institutionFields?: readonly string[];
  /** The module's own actions by tRPC name (DESIGN.md §4 "Actions"): each one declaration. */
  actions?: Record<string, TAnyAction>;
  /** Permissions the module introduces (see TModulePermission). */
  permissions?: readonly TModulePermission[];
  /** The tables this module keeps that other modules' relation fields may name (relations.ts). */
  relations?: TModuleRelations;
  /** Lists of the start-up data the module keeps (core/static-data.ts): its rows the caller may read. */
  staticData?: readonly TStaticDataList[];
  /** The documented export answers JSON rows unless ?format=xlsx (DESIGN.md §10.1). */
  exportReturnsData?: boolean;
  exportColumns: TExportColumn[];
  exportName: string;
  /**
   * The module's field declarations (manifest.ts), when it has them: its meta/ answer is made from
   * them, and the kit checks every create and edit's references with them before the module
   * writes (so no module can store a row the writer may not read).
   */
  manifest?: {
    fieldMeta: TFieldMeta[];
    listColumns: TColumnMeta[];
    personalKeys?: readonly string[];
    /** its rules across fields: checked on every write, sent in meta/ at their fields */
    crossFieldRules?: readonly TCrossFieldRule[];
    checkReferences?(tx: TTx, data: unknown, user: TCurrentUser): Promise<void>;
  };
}

export interface TWorkflowCaseFields {
  institution_id: number;
  affected_institution_id?: number | null;
  /** Institutions that read the record besides its own (an invoice's parts' schools). */
  reader_institution_ids?: number[];
  /** Only the centre reads the record (an invoice schools may not see). */
  hidden_from_schools?: boolean;
}

/** A file of a multipart create or update, by its form field's name. */
export interface TUploadedFile {
  filename: string;
  data: Buffer;
}

type TFields = Record<string, unknown>;

/**
 * A module's list columns: `select` reads its record through its relation on Case (for the ids
 * of a list page, joined to the rows of an export batch); `shaper` answers, once per page or
 * batch, the function that turns one selected row into the module's columns (static names and
 * the names the page's rows refer to are loaded there, not per row).
 */
export interface TListColumns<TRow> {
  select: Prisma.CaseSelect;
  shaper: (tx: TTx, rows: readonly never[]) => Promise<(row: never) => TRow>;
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
  /** A module's own refusal of a deletion the object rules allow (a closed period): throws a 400. */
  beforeDelete?: (tx: TTx, ctx: TAuthedContext, id: number) => Promise<void>;
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
  /**
   * Records split into areas by an input field, each area opened by its own permission (request
   * forms: module finance, hr, …). A record stores its area's permission (Case.permission), so
   * every read of Cases answers only the areas the user holds (access/scope.ts); creating in an
   * area the user lacks is a 403. The field is fixed at create (the update input leaves it out).
   */
  areas?: {
    field: string;
    permissions: Readonly<Record<string, string>>;
    /** the areas' names: the area filter's choices, an area in list rows as {id, name} (areas.ts) */
    labels?: Readonly<Record<string, string>>;
  };
  /**
   * REST create and update take multipart too (spec: invoices): the form's fields are the
   * input (a `data` field holding JSON, or one field each) and the files named in `files` are
   * stored by `store` in the same transaction, after the record's write. tRPC stays JSON.
   */
  uploads?: {
    files: readonly string[];
    store: (tx: TTx, ctx: TAuthedContext, id: number, files: Partial<Record<string, TUploadedFile>>) => Promise<void>;
  };
  /** Creating and copying records needs this besides the gate (invoices: the centre's finance registers, schools read); the list's can_create and rows' can_copy follow it. */
  createPermission?: string;
  /** Subscriptions (megjelölés) are offered by this module. */
  subscribable?: boolean;
  /** The module has extra fields: inputs carry extra_field_answers, lists take extra_{id} filters. */
  extraFields?: boolean;
  /**
   * false: the records carry no attachments calls (extraordinary events, 002 §7 "pattern without an
   * attachments call"): uj-melleklet/ and melleklet-torlese/ are not routed (404), tRPC's refuse
   * with NOT_FOUND, the details answer can_upload false and the meta says so (no attachments panel).
   */
  attachments?: false;
  /**
   * The module's own refusal of a decision before anything is written (a proposal submitted without
   * its consents): throws a 400. `position` is the step the option belongs to (0: the creator's).
   */
  beforeDecision?: (tx: TTx, ctx: TAuthedContext, event: { id: number; position: number; option: { type: string; outcome: string } }) => Promise<void>;
}

/**
 * A plain module's rows carry comments and/or attachments (DESIGN.md "Plain file case"): each row
 * gets a flowless Case (its `file_case`, through a nullable unique `case_id` column) on its
 * creation or its first comment or upload, and everything is authorized by the row's own read scope.
 */
export interface TPlainFiles<TItem> {
  /** Case.module of the rows' file Cases, e.g. 'tenders'. */
  caseModule: string;
  /** The back-relation on Case to the row table (the row's `file_case`), e.g. 'tender'. */
  relation: keyof Prisma.CaseWhereInput & keyof Prisma.CaseCreateInput;
  comments?: boolean;
  attachments?: boolean;
  /** The institution the file Case is counted in (landing tiles); null or absent: the writer's own. */
  institution?: (item: TItem) => number | null;
}

export interface TPlainModule<TCreate = unknown, TUpdate = unknown, TItem extends object = TFields> extends TCommon<TCreate, TUpdate> {
  kind: 'plain';
  /** The rows carry comments and/or attachments (see TPlainFiles); their list takes the unread filters. */
  files?: TPlainFiles<TItem>;
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
  /** `scopeColumn` holds an id array (a tender's institutions): a row is in scope when it lists one of the caller's. */
  scopeColumnMany?: boolean;
  /**
   * A boolean column that opens a row to every school for reading and picking (a car every
   * school may book: all_can_see): list, mind/, export and get answer it outside the scope too;
   * update and delete stay within the scope (its details answer can_edit false elsewhere).
   */
  sharedColumn?: string;
  /** Rows opened to the caller for reading beyond the scope (a task to its subtasks' assignees): as `sharedColumn`, a where of the caller's. */
  sharedWhere?: (user: TCurrentUser) => Record<string, unknown>;
  /**
   * The module's own row scope, when one column cannot say it (a contract of its institution or
   * of its institutions list, hidden from schools by a flag): replaces `scopeColumn` in list,
   * mind/, export, get, update, delete and item actions. `{}` answers every row.
   */
  scopeWhere?: (user: TCurrentUser) => Record<string, unknown>;
  /** Its rows of my tasks besides the Cases waiting for the user (a task's subtasks assigned to them). */
  myTasks?: TMyTaskSource;
  /** A row that may no longer change (a closed meter): answered `can_edit: false` and `can_delete: false`; the module's update refuses it. */
  locked?: (item: TItem) => boolean;
  /** Why the caller may not create an item now (a setting), as the 403's text; null: it may. The list's can_create follows it. */
  createRefusal?: (tx: TTx, ctx: TAuthedContext) => Promise<string | null>;
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
// The actions keep their own types too (their tRPC procedures are typed from them).
export const defineWorkflowModule = <
  TCreate,
  TUpdate,
  TDetail extends object,
  TRow extends object,
  TActions extends Record<string, TAnyAction> = Record<never, never>,
>(
  def: Omit<TWorkflowModule<TCreate, TUpdate, TDetail, TRow>, 'kind' | 'actions' | 'flowRecord' | 'documents'> &
    Partial<Pick<TWorkflowModule<TCreate, TUpdate, TDetail, TRow>, 'flowRecord' | 'documents'>> & { actions?: TActions },
): Omit<TWorkflowModule<TCreate, TUpdate, TDetail, TRow>, 'actions'> & { actions: TActions } =>
  withDerivedInstitution({
    kind: 'workflow',
    ...def,
    // Without them: flows look at no field of the record (one flow, or conditions on the Case), and no documents.
    flowRecord: def.flowRecord ?? (async () => ({})),
    documents: def.documents ?? {},
    actions: def.actions ?? ({} as TActions),
  });
export const definePlainModule = <TCreate, TUpdate, TItem extends object, TActions extends Record<string, TAnyAction> = Record<never, never>>(
  def: Omit<TPlainModule<TCreate, TUpdate, TItem>, 'kind' | 'actions'> & { actions?: TActions },
): Omit<TPlainModule<TCreate, TUpdate, TItem>, 'actions'> & { actions: TActions } => ({
  kind: 'plain',
  ...def,
  filters: def.files ? { ...def.filters, ...fileFilters(def.files) } : def.filters,
  actions: def.actions ?? ({} as TActions),
});

// Engine code works on any module's definition; inputs are validated before they reach it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TAnyWorkflowModule = TWorkflowModule<any, any, any, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TAnyPlainModule = TPlainModule<any, any, any>;
