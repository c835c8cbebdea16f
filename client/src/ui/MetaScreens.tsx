// The list, new and details screens of a module rendered from its meta/ answer: the module's
// client config names only its paths, texts and what the server cannot know.
import { useMemo } from 'react';
import { Center, Loader } from '@mantine/core';
import type { TFieldConfig } from './fieldsConfig.ts';
import type { TColumn, TListConfig } from './listConfig.ts';
import type { TDetailConfig, TWorkflowDetailConfig } from './detailConfig.ts';
import { moduleApi, type TModuleKey, type TRecord, type TWorkflowModuleKey } from './moduleApi.ts';
import { columnsFromMeta, fieldsFromMeta, inOrder, withAdded } from './metaConfig.ts';
import { ListPage } from './ListPage.tsx';
import { NewPage } from './NewPage.tsx';
import { DetailPage } from './DetailPage.tsx';
import { Forbidden, isForbidden } from './Forbidden.tsx';
import { MODULES, modulePaths } from '@etanker/shared/modules.ts';

export interface TMetaScreensConfig {
  moduleKey: TModuleKey;
  /** the section's path: /muszak/termek (new: uj.html, details: {id}.html); by default the module's declared route (shared/src/modules.ts) */
  section?: string;
  listPath?: string;
  /** the list's title */
  title: string;
  newLabel: string;
  newTitle: string;
  /** a record's page title */
  recordTitle: (record: TRecord) => string;
  /** the record's noun for page titles, and in the accusative for confirmations */
  noun?: string;
  accusative?: string;
  /** false: the list offers no new record (a module whose records are made elsewhere); default true */
  creatable?: boolean;
  /** the export button; by default when the module has export columns */
  exportable?: boolean;
  fields?: Record<string, Partial<TFieldConfig>>;
  /** the module's extra fields (workflow modules with `extraFields`): the key of their definitions, its Case.module */
  extraFieldsModule?: string;
  /** read-only fields (a server-written date, a linked record) the details page shows; others are left out */
  shown?: readonly string[];
  columns?: Record<string, Partial<TColumn>>;
  /** the list's columns in this order (default: the meta's); a key the meta lacks, such as the
   * Case's reference_number, takes its label from `columns` */
  listColumns?: readonly string[];
  /** form fields the meta does not have (an invoice's file, the Case's CASE_FIELDS): after the
   * field named in `after`, else after the meta's */
  addFields?: readonly (TFieldConfig & { after?: string })[];
  /** the form's fields in this order, the meta's and the added ones (default: all of them) */
  formFields?: readonly string[];
  /** the module's own create (multipart with a file), see TDetailConfig */
  createWith?: TDetailConfig['createWith'];
  /** dialogs of a workflow module's actions that take input (the server's `dialog: true`) */
  actionDialogs?: TWorkflowDetailConfig['actionDialogs'];
  /** a section of a module split by a field (a request form area's `module`): every list query
   * sends these filters (not offered as filters), every new record these values */
  fixedFilters?: Record<string, string>;
  createValues?: Record<string, unknown>;
}

// The meta of a module changes only with a new server version.
const META_STALE_TIME = Infinity;

/** The config's paths, else those declared for its module; a module declaring neither is a config error. */
function sectionPaths(c: TMetaScreensConfig): { section: string; listPath: string } {
  const declared = c.moduleKey in MODULES ? modulePaths(c.moduleKey as keyof typeof MODULES) : undefined;
  const section = c.section ?? declared?.prefix;
  const listPath = c.listPath ?? declared?.listPath;
  if (section === undefined || listPath === undefined) throw new Error(`A(z) ${c.moduleKey} modulnak nincs útvonala (shared/src/modules.ts).`);
  return { section, listPath };
}

/** The screens' configs, or 'forbidden' when the server refuses the module's meta to the user. */
function useConfigs(c: TMetaScreensConfig): { list: TListConfig; detail: TDetailConfig } | 'forbidden' | null {
  const query = moduleApi(c.moduleKey).meta.useQuery(undefined, { staleTime: META_STALE_TIME });
  const meta = query.data;
  const forbidden = isForbidden(query.error);
  const configs = useMemo(() => {
    if (!meta) return null;
    const { section, listPath } = sectionPaths(c);
    const detailPath = (id: number) => `${section}/${id}.html`;
    const workflow = meta.kind === 'workflow';
    const list: TListConfig = {
      moduleKey: c.moduleKey,
      title: c.title,
      restBase: meta.restBase,
      detailPath,
      newPath: c.creatable === false ? undefined : `${section}/uj.html`,
      newLabel: c.newLabel,
      workflow,
      initialState: meta.initialState,
      exportable: c.exportable ?? meta.exportable,
      columns: columnsFromMeta(meta.columns, c.columns, c.listColumns),
      fixedFilters: c.fixedFilters,
    };
    const common = {
      restBase: meta.restBase,
      listPath,
      detailPath,
      title: c.recordTitle,
      noun: c.noun,
      accusative: c.accusative,
      newTitle: c.newTitle,
      fields: inOrder(withAdded(fieldsFromMeta(meta.fields, c.fields, '', c.shown), c.addFields), (field) => field.name, c.formFields),
      createWith: c.createWith,
      createValues: c.createValues,
    };
    const detail: TDetailConfig = workflow
      ? {
          ...common,
          kind: 'workflow',
          moduleKey: c.moduleKey as TWorkflowModuleKey,
          initialState: meta.initialState ?? '',
          extraFieldsModule: c.extraFieldsModule,
          actionDialogs: c.actionDialogs,
          attachments: meta.files?.attachments ?? true,
        }
      : { ...common, kind: 'plain', moduleKey: c.moduleKey, files: meta.files };
    return { list, detail };
  }, [meta, c]);
  return forbidden ? 'forbidden' : configs;
}

const Loading = () => (
  <Center p="xl">
    <Loader aria-label="Betöltés" />
  </Center>
);

export function metaScreens(c: TMetaScreensConfig) {
  return {
    List: () => {
      const configs = useConfigs(c);
      if (configs === 'forbidden') return <Forbidden />;
      return configs ? <ListPage config={configs.list} /> : <Loading />;
    },
    New: () => {
      const configs = useConfigs(c);
      if (configs === 'forbidden') return <Forbidden />;
      return configs ? <NewPage config={configs.detail} /> : <Loading />;
    },
    Details: ({ id }: { id: number }) => {
      const configs = useConfigs(c);
      if (configs === 'forbidden') return <Forbidden />;
      return configs ? <DetailPage config={configs.detail} id={id} /> : <Loading />;
    },
  };
}
