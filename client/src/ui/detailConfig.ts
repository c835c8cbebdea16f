import type { ComponentType } from 'react';
import type { TFieldConfig } from './fieldsConfig.ts';
import type { TWorkflowRecord } from './workflowTypes.ts';
import type { TModuleKey, TRecord, TWorkflowModuleKey } from './moduleApi.ts';

interface TBaseDetailConfig {
  restBase: string;
  listPath: string;
  detailPath: (id: number) => string;
  /** page title of a record, e.g. its subject */
  title: (record: TRecord) => string;
  newTitle: string;
  /** the record's noun in the accusative, for confirmations ('Biztosan törli a(z) … kötelezettségvállalást?') */
  accusative?: string;
  /** the record's noun, for page titles ('Kötelezettségvállalás KV/2026/12 – eTanker') */
  noun?: string;
  fields: TFieldConfig[];
  /** values every new record of this screen is created with (a request form section's `module`) */
  createValues?: Record<string, unknown>;
  /** Creates the record another way than the JSON create (an invoice with its file: multipart REST); rejects with the server's error. */
  createWith?: (payload: Record<string, unknown>, values: Record<string, unknown>) => Promise<{ id: number }>;
}

export interface TPlainDetailConfig extends TBaseDetailConfig {
  kind: 'plain';
  moduleKey: TModuleKey;
  /** the rows carry comments and/or attachments (the meta's `files`): the details page shows them */
  files?: { comments: boolean; attachments: boolean };
}

export interface TWorkflowDetailConfig extends TBaseDetailConfig {
  kind: 'workflow';
  moduleKey: TWorkflowModuleKey;
  initialState: string;
  /** module key of the extra-field definitions, when the module has them */
  extraFieldsModule?: string;
  /** dialogs of module actions that take input (by action name; the server's `dialog: true`) */
  actionDialogs?: Record<string, ComponentType<TActionDialogProps>>;
  /** false: the module's records carry no attachments (the meta's `files`): no attachments panel */
  attachments?: boolean;
}

export interface TActionDialogProps {
  record: TWorkflowRecord;
  onClose: () => void;
  /** After the action ran: closes the dialog and reloads the record. */
  onDone: () => Promise<void>;
}

export type TDetailConfig = TPlainDetailConfig | TWorkflowDetailConfig;

export function defineDetailConfig<T extends TDetailConfig>(config: T): T {
  return config;
}
