// Generic screens reach a module's procedures by its key. They handle records as plain objects:
// a module's columns and fields config names what each screen reads, so one narrow cast here
// replaces a cast in every screen.
import type { TModuleMeta } from '@etanker/shared/field-meta.ts';
import { trpc, type TRouterEntries } from '../api/trpc.ts';

export type TRecord = Record<string, unknown> & { id: number };
export interface TListResult {
  data: TRecord[];
  total: number;
  /** the server's answer: whether the viewer may create records of the module */
  can_create: boolean;
}
export type TFilterType = 'select' | 'multi_select' | 'bool' | 'date' | 'number' | 'text';
export interface TFilterOption {
  label: string;
  type: TFilterType;
  choices?: { value: string | number; label: string }[];
  /** a number that is a code (a year, a month): typed without the thousands separator */
  ungrouped?: boolean;
}

interface TQueryState<O> {
  data?: O;
  isLoading: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}
interface TQueryOptions<O> {
  enabled?: boolean;
  staleTime?: number;
  placeholderData?: (previous: O | undefined) => O | undefined;
}
interface TQuery<I, O> {
  useQuery(input: I, options?: TQueryOptions<O>): TQueryState<O>;
}
interface TMutationOptions<O> {
  onSuccess?: (result: O) => void | Promise<void>;
  onError?: (error: unknown) => void;
}
interface TMutation<I, O> {
  useMutation(options?: TMutationOptions<O>): { mutate: (input: I) => void; mutateAsync: (input: I) => Promise<O>; isPending: boolean };
}

export interface TModuleApi {
  list: TQuery<Record<string, unknown>, TListResult>;
  filters: TQuery<undefined, Record<string, TFilterOption>>;
  /** fields, columns and filters of a module with a manifest (DESIGN.md "Module manifest") */
  meta: TQuery<undefined, TModuleMeta>;
  get: TQuery<{ id: number }, TRecord>;
  create: TMutation<Record<string, unknown>, TRecord>;
  update: TMutation<{ id: number; data: Record<string, unknown> }, TRecord>;
  delete: TMutation<{ id: number }, unknown>;
}

export interface TDecisionAnswerInput {
  id: number;
  decision_option: number;
  answers: Record<string, unknown>;
  /** confirms despite an earlier negative decision (confirm_with_negative_history) */
  confirmed: boolean;
}

/** A change of an open record by someone else (server: live/watch.ts). */
export interface TRecordChange {
  id: number;
  version: number;
  deleted: boolean;
}
interface TSubscription<I, O> {
  useSubscription(input: I, options: { enabled?: boolean; onStarted?: () => void; onData: (data: O) => void }): unknown;
}

export interface TWorkflowApi extends TModuleApi {
  onChange: TSubscription<{ id: number }, TRecordChange>;
  decide: TMutation<TDecisionAnswerInput, unknown>;
  storno: TMutation<{ id: number }, unknown>;
  cancel: TMutation<{ id: number; cancellation_date: string }, unknown>;
  copy: TMutation<{ id: number }, { id: number }>;
  addComment: TMutation<
    { id: number; content: string; private_comment: boolean; school_should_reply: boolean; waiting_for_attachment: boolean; important: boolean },
    unknown
  >;
  deleteComment: TMutation<{ id: number; comment_id: number }, unknown>;
  deleteAttachment: TMutation<{ id: number; attachment_id: number }, unknown>;
  generateDocument: TMutation<{ id: number; document_type: string }, unknown>;
  subscribe: TMutation<{ id: number }, { subscribed: boolean }>;
}

// Module keys come from the server's router: a registered module is known here with no edit.
export type TModuleKey = Exclude<keyof TRouterEntries, 'auth' | 'core' | 'myTasks'> & string;
/** Modules with the workflow procedures (decide, comments, …). */
export type TWorkflowModuleKey = { [K in TModuleKey]: TRouterEntries[K] extends { decide: unknown } ? K : never }[TModuleKey];
/** Modules whose records carry comments (workflow records, plain rows with a file case). */
export type TCommentModuleKey = { [K in TModuleKey]: TRouterEntries[K] extends { deleteComment: unknown } ? K : never }[TModuleKey];
/** Modules whose records carry attachments (workflow records, an employee's file, plain rows with a file case). */
export type TAttachmentModuleKey = { [K in TModuleKey]: TRouterEntries[K] extends { deleteAttachment: unknown } ? K : never }[TModuleKey];
/** Modules with a monthly calendar (naptar/). */
export type TCalendarModuleKey = { [K in TModuleKey]: TRouterEntries[K] extends { calendar: unknown } ? K : never }[TModuleKey];

export function moduleApi(key: TModuleKey): TModuleApi {
  return trpc[key] as unknown as TModuleApi;
}

export function workflowApi(key: TWorkflowModuleKey): TWorkflowApi {
  return trpc[key] as unknown as TWorkflowApi;
}

/** Invalidates every cached query of a module (lists and details). */
export function useInvalidateModule(key: TModuleKey): () => Promise<void> {
  const utils = trpc.useUtils() as unknown as Record<TModuleKey, { invalidate: () => Promise<void> }>;
  return () => utils[key].invalidate();
}
