// Label and client details route of a Case's module. The app builds the lookup from the module
// definitions (create-services.ts) and hands it to core through the services, so core code
// never imports the modules.
export interface TCaseModuleInfo {
  caseModule: string;
  label: string;
  detailRoute: string;
  listRoute?: string;
}

export type TCaseModuleLookup = (module: string) => { label: string; route: (id: number) => string; listRoute: string };

export function caseModuleLookup(modules: TCaseModuleInfo[]): TCaseModuleLookup {
  const byModule = new Map(modules.map((m) => [m.caseModule, m]));
  return (module) => {
    const definition = byModule.get(module);
    return {
      label: definition?.label ?? module,
      route: (id) => (definition?.detailRoute ?? '/{id}.html').replace('{id}', String(id)),
      listRoute: definition?.listRoute ?? (definition?.detailRoute ?? '/{id}.html').replace('{id}', 'lista'),
    };
  };
}
