// Label and client details route of a Case's module, from the module definitions themselves.
import { workflowModules } from '../modules/index.ts';

export function caseModule(module: string): { label: string; route: (id: number) => string } {
  const definition = workflowModules.find((m) => m.caseModule === module);
  return {
    label: definition?.label ?? module,
    route: (id) => (definition?.detailRoute ?? '/{id}.html').replace('{id}', String(id)),
  };
}
