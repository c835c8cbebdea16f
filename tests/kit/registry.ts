// The modules the kit tests: every one the registry registers (modules/index.ts, generated from
// the module folders), with the contract fixture kept next to its definition.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { moduleRestRoutes, plainModules, workflowModules } from '../../server/src/modules/index.ts';
import type { TContractFixture } from '../../server/src/modules/contract-fixture.ts';
import type { TAnyPlainModule, TAnyWorkflowModule } from '../../server/src/workflow/define.ts';
import type { TRestRoute } from '../../server/src/rest/route.ts';

export type TKitModule = TAnyWorkflowModule | TAnyPlainModule;

const modulesDir = path.resolve(import.meta.dirname, '../../server/src/modules');

/** Every `<area>/<module>/contract-fixture.ts`, by the key of the module it names. */
export async function loadFixtures(): Promise<Map<string, TContractFixture>> {
  const files = fs
    .readdirSync(modulesDir, { recursive: true })
    .map(String)
    .filter((f) => path.basename(f) === 'contract-fixture.ts' && path.dirname(f) !== '.');
  const out = new Map<string, TContractFixture>();
  for (const f of files) {
    const { contractFixture } = (await import(pathToFileURL(path.join(modulesDir, f)).href)) as { contractFixture: TContractFixture };
    out.set(contractFixture.module, contractFixture);
  }
  return out;
}

export const registeredModules: TKitModule[] = [...workflowModules, ...plainModules];

/** The module's documented REST routes (its own extras included). */
export const routesOf = (def: TKitModule): TRestRoute[] => moduleRestRoutes.filter((r) => r.path.startsWith(`/api/${def.restBase}/`));

/** Routes about one record: their path has the `:id` parameter. */
export const idRoutesOf = (def: TKitModule) => routesOf(def).filter((r) => r.path.includes('/:id'));

/** What follows `:id/` in a route's path ('' for the record itself). */
export const actionOf = (route: TRestRoute) => route.path.split('/:id')[1].replace(/^\//, '');
