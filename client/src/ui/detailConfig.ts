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
}

export interface TPlainDetailConfig extends TBaseDetailConfig {
  kind: 'plain';
  moduleKey: TModuleKey;
}

export interface TWorkflowDetailConfig extends TBaseDetailConfig {
  kind: 'workflow';
  moduleKey: TWorkflowModuleKey;
  initialState: string;
  /** module key of the extra-field definitions, when the module has them */
  extraFieldsModule?: string;
  /** the module's own record buttons, shown before the shared ones */
  actions?: ComponentType<{ record: TWorkflowRecord; onChanged: () => Promise<void> }>;
}

export type TDetailConfig = TPlainDetailConfig | TWorkflowDetailConfig;

export function defineDetailConfig<T extends TDetailConfig>(config: T): T {
  return config;
}
