// Shapes of a workflow record's shared parts (000 §3, the server contract).
import type { TExtraFieldAnswer } from '@etanker/shared/extra-field-rules.ts';

export interface TNamed {
  id: number;
  name: string;
}

export interface TQuestion {
  codename: string;
  type: 'text' | 'date' | 'bool' | 'number' | 'file' | 'multi_column' | 'select' | 'partners';
  label: string;
  required?: boolean;
  default?: unknown;
  choices?: { value: string | number; label: string }[];
  columns?: { codename: string; label: string; type: 'text' | 'number' | 'date' }[];
  /** select: the static list whose items are the choices. */
  list?: string | null;
  format?: 'money' | null;
}

export interface TDecisionOption {
  id: number;
  label: string;
  type: 'negative' | 'neutral' | 'positive';
  questions: TQuestion[];
  confirm_with_negative_history: boolean;
}

export interface TCurrentStep {
  id: number;
  name: string;
  user: TNamed | null;
  group: TNamed | null;
  substitutors: number[];
  options: TDecisionOption[];
}

export interface TDecision {
  id: number;
  user: string | TNamed;
  verification_step: string;
  position: number;
  created_at: string;
  decision: 'negative' | 'neutral' | 'positive';
  decision_label: string;
  /** `display` is the answer as people read it (older decisions have none). */
  answers: { type: string; label: string; value: unknown; choices?: unknown; display?: string }[] | Record<string, unknown>;
}

export interface TComment {
  id: number;
  content: string;
  private_comment: boolean;
  school_should_reply: boolean;
  waiting_for_attachment: boolean;
  important: boolean;
  author: string | TNamed;
  author_id: number;
  is_deleted: boolean;
  created_at: string;
  /** spec 000 §3: each with name and file (the download link) */
  attachments: { name: string; file: string }[];
  deletable?: boolean;
}

export interface TAttachment {
  id: number;
  name: string;
  document: string | null;
  uploaded_by: string | TNamed | null;
  uploaded_at: string;
  deleted_by: string | TNamed | null;
  deleted_at: string | null;
  deletable: boolean;
}

export interface TGeneratedDocument {
  document_type: string;
  label: string;
  generated_at: string | null;
  preview_url?: string;
}

/** A module action the record offers (server: workflow/actions.ts), shown while `record[flag]` is true. */
export interface TRecordActionDescription {
  name: string;
  flag: string;
  label: string;
  method: 'GET' | 'POST' | 'PUT';
  /** Under the record's REST path: '{base}/{id}/' + path. */
  path: string;
  confirm?: { effect: 'creates' | 'destructive'; text: string };
  /** The module's client opens its own dialog (detail config `actionDialogs`). */
  dialog?: boolean;
  done?: string;
  /** The answer is a file to save. */
  download?: boolean;
}

export interface TWorkflowRecord {
  id: number;
  state: string;
  reference_number: string | null;
  institution: TNamed;
  creator: TNamed;
  created_at: string;
  current_step: TCurrentStep | null;
  waiting_for: { name: string } | null;
  /** What the viewer may do here, decided by the server (the client never works it out). */
  can_decide: boolean;
  can_edit: boolean;
  can_delete: boolean;
  can_storno: boolean;
  can_cancel: boolean;
  can_copy: boolean;
  can_comment: boolean;
  can_upload: boolean;
  can_subscribe: boolean;
  can_generate_documents: boolean;
  /** false: the fields flagged `personal` are null and the form leaves them out */
  can_view_personal_data?: boolean;
  decisions: TDecision[];
  comments: TComment[];
  attachments: TAttachment[];
  generated_documents: TGeneratedDocument[];
  subscribed?: boolean;
  extra_field_answers?: TExtraFieldAnswer[];
  /** The module's own actions on the record (their buttons follow their `can_<action>` flags). */
  actions?: TRecordActionDescription[];
  [field: string]: unknown;
}

export function nameOf(value: string | TNamed | null | undefined): string {
  if (!value) return '';
  return typeof value === 'string' ? value : value.name;
}
