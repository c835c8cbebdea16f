// What a module's manifest tells the client (GET /api/{base}/meta/, tRPC `<module>.meta`): its
// fields with their rules, its list columns, filters and sortable columns. The server derives it
// from the module's field declarations (server/src/workflow/manifest.ts); the generic screens
// render from it (client/src/ui/metaConfig.ts).
import type { TCrossFieldRule } from './cross-field-rules.ts';

export type TFieldKind =
  | 'text'
  | 'long_text'
  | 'email'
  | 'integer'
  | 'decimal'
  | 'money'
  | 'boolean'
  | 'date'
  | 'datetime'
  /** one of fixed choices written in the code (`choices`) */
  | 'choice'
  /** a key of a static list (`list`), answered as {id, name} */
  | 'static'
  /** a row of another table (`relation`), answered as {id, name} */
  | 'relation'
  /** an object of fields (`fields`), e.g. an address */
  | 'group'
  /** rows of a child table (`fields`), each with its id: a commitment's product lines */
  | 'lines'
  /** ids of rows of another table (`relation`), stored as one id array column */
  | 'ids';

/** Tables a relation field may point at; the client picks its options by this name. */
export type TRelationKind =
  | 'institution'
  | 'user'
  | 'partner'
  | 'room'
  | 'tender'
  | 'financial_budget'
  | 'employment'
  | 'day_off'
  | 'car'
  | 'library_contract'
  | 'commitment'
  | 'external_lecturer_contract'
  | 'store_category'
  | 'stock_area'
  | 'stock_item';

export interface TFieldMeta {
  name: string;
  label: string;
  kind: TFieldKind;
  required: boolean;
  /** shown, never written (computed or kept by the server) */
  readOnly: boolean;
  min?: number;
  max?: number;
  minLength?: number;
  maxLength?: number;
  /** decimal places a number may have */
  decimals?: number;
  /** an integer that is a code (a year, a month): its digits, no thousands separator */
  ungrouped?: boolean;
  default?: unknown;
  /** the static list of a `static` field (the start-up data has its items) */
  staticList?: string;
  relation?: TRelationKind;
  choices?: { value: string; label: string }[];
  fields?: TFieldMeta[];
  /** unit shown after the value (m², fő) */
  suffix?: string;
  width?: 'narrow' | 'wide';
  /** false: the API's field, not asked for in the generic form (another system or the server writes it) */
  form?: boolean;
  /** a person's personal data: null in a record whose `can_view_personal_data` is false, and the form leaves it out */
  personal?: boolean;
  /** the manifest's rules across fields whose message belongs to this field: the form checks them before saving */
  crossFieldRules?: TCrossFieldRule[];
}

/** 'code': an integer shown as its digits (a year), not grouped as an amount. */
export type TColumnFormat = 'text' | 'number' | 'code' | 'money' | 'date' | 'datetime';

export interface TColumnMeta {
  /** the row's key; a dotted path reaches into a group (address.city) */
  key: string;
  label: string;
  format: TColumnFormat;
  /** a choice field's values and the labels a cell shows for them */
  choices?: { value: string; label: string }[];
}

export interface TModuleMeta {
  key: string;
  kind: 'workflow' | 'plain';
  /** the state a new workflow record starts in (shown as 'Elmentett') */
  initialState?: string;
  label: string;
  restBase: string;
  fields: TFieldMeta[];
  columns: TColumnMeta[];
  /** the list filters; their labels and choices come from szurok/ */
  filters: string[];
  /** the columns `order_by` takes */
  orderBy: string[];
  exportable: boolean;
  /** a plain module's rows carry comments and/or attachments (their details answer them) */
  files?: { comments: boolean; attachments: boolean };
}
