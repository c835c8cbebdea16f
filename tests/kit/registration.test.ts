// The module registry is derived from the module folders (scripts/module-registry.mjs): the
// generated file is current, a new folder's declarations are found, and what the folders declare
// is consistent (keys, extras), a folder's settings, flows and demo are found. The seeds' share of
// it: tests/seed/module-seeds.test.ts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findDeclarations, findParts, registryIsFresh, registrySource, seedListsSource } from '../../scripts/module-registry.mjs';
import { allModules, moduleRestRoutes, moduleRouters, specialModules } from '../../server/src/modules/index.ts';
import { folderOf, MODULES } from '../../shared/src/modules.ts';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'etanker-registry-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

function moduleFolder(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(scratch, 'modules-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

describe('module registry', () => {
  it('is generated from the module folders as they are now (`npm run lint` fails the same way when it is stale)', () => {
    expect(registryIsFresh(), 'npm run modules:generate').toBe(true);
  });

  it('finds a new module folder: its definition, its extras (their procedures join its router) and a special module', () => {
    const dir = moduleFolder({
      'technical/widgets/module.ts': "export const widgets = definePlainModule({\n  key: 'widgets',\n});\n",
      'technical/widgets/extras.ts': 'export const widgetExtras = defineModuleExtras(widgets, { procedures: widgetProcedures, restRoutes });\n',
      'technical/gadget-bookings/module.ts': "export const gadgetBookings =\n  defineWorkflowModule<TIn, TOut>({ key: 'gadgetBookings' });\n",
      'hr/rota/module.ts': "export const rota = defineSpecialModule({ key: 'rota', router: rotaRouter, restRoutes: [] });\n",
      'helper.ts': 'export const notAModule = definePlainModule({});\n',
    });
    const source = registrySource(findDeclarations(dir));
    expect(source).toContain("import { widgets } from './technical/widgets/module.ts';");
    expect(source).toContain("import { widgetExtras } from './technical/widgets/extras.ts';");
    expect(source).toContain('widgets: mergeRouters(plainRouter(widgets), widgetExtras.procedures)');
    expect(source).toContain('gadgetBookings: workflowRouter(gadgetBookings)');
    expect(source).toContain('rota: rota.router');
    expect(source).not.toContain('notAModule');
  });

  it('refuses a key declared twice and extras of a module that is not declared', () => {
    const twice = moduleFolder({
      'a/rooms/module.ts': 'export const rooms = definePlainModule({});\n',
      'b/rooms/module.ts': 'export const rooms = definePlainModule({});\n',
    });
    expect(() => registrySource(findDeclarations(twice))).toThrow(/rooms modulkulcs kétszer/);
    const orphan = moduleFolder({ 'a/x/extras.ts': 'export const xExtras = defineModuleExtras(missing, { restRoutes });\n' });
    expect(() => registrySource(findDeclarations(orphan))).toThrow(/ismeretlen modult egészít ki: missing/);
  });

  it("finds a folder's settings group, default flows and demo (and a shared settings group), flows in their module's key order", () => {
    const dir = moduleFolder({
      'technical/widgets/module.ts': 'export const widgets = defineWorkflowModule({});\n',
      'technical/widgets/settings.ts': "export const WIDGET_SETTINGS = defineModuleSettings('widgets', {});\n",
      'technical/widgets/flow.ts': 'export const WIDGET_FLOWS: TFlowSeed[] = [];\n',
      'technical/widgets/demo.ts': 'export const widgetsDemo = defineDemo({ records: { order: 5, seed } });\n',
      'core/anvils/module.ts': 'export const anvils = defineWorkflowModule({});\n',
      'core/anvils/flow.ts': 'export const ANVIL_FLOWS: TFlowSeed[] = [];\n',
    });
    const shared = moduleFolder({ 'gadgets.ts': "export const GADGET_SETTINGS = defineModuleSettings('gadgets', {});\n" });
    const parts = findParts(dir, shared);
    const registry = registrySource(findDeclarations(dir), parts);
    expect(registry).toContain("import { WIDGET_SETTINGS } from './technical/widgets/settings.ts';");
    expect(registry).toContain("import { GADGET_SETTINGS } from '@etanker/shared/settings/gadgets.ts';");
    expect(registry).toMatch(/moduleSettings: TModuleSettingsDef\[\] = \[\n {2}WIDGET_SETTINGS,\n {2}GADGET_SETTINGS,/);
    const seed = seedListsSource(parts, findDeclarations(dir));
    expect(seed).toContain("import { widgetsDemo } from '../../server/src/modules/technical/widgets/demo.ts';");
    expect(seed).toMatch(/moduleFlows: TFlowSeed\[\] = \[\n {2}\.\.\.ANVIL_FLOWS,\n {2}\.\.\.WIDGET_FLOWS,/);
    expect(seed).toContain('moduleDemos: TModuleDemo[] = [\n  widgetsDemo,\n]');
  });

  it("fails when a folder's settings.ts, flow.ts or demo.ts declares nothing the generator finds, or a part sits in another file", () => {
    const none = moduleFolder({});
    const misspelt = moduleFolder({ 'a/x/demo.ts': 'export const xDemo = { records: { order: 1, seed } };\n' });
    expect(() => findParts(misspelt, none)).toThrow(/a\/x\/demo.ts: nem deklarál `defineDemo\(`/);
    const flowless = moduleFolder({ 'a/x/flow.ts': 'export const X_FLOW: TFlowSeed[] = [];\n' });
    expect(() => findParts(flowless, none)).toThrow(/flow.ts: nem deklarál `<NÉV>_FLOWS`/);
    const astray = moduleFolder({ 'a/x/module.ts': "export const X_SETTINGS = defineModuleSettings('x', {});\n" });
    expect(() => findParts(astray, none)).toThrow(/X_SETTINGS a modulmappa settings.ts fájljába tartozik/);
  });

  it('registers every module under its key, the special ones and the extras with their procedures and routes', () => {
    const keys = allModules.map((m) => m.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.keys(moduleRouters).sort()).toEqual([...keys].sort());
    expect(specialModules.map((m) => m.key).sort()).toEqual([
      'budgetInfo',
      'commute',
      'employments',
      'exportDocuments',
      'financialOverview',
      'myDocuments',
      'officeUsers',
      'providedDocuments',
      'sharedDocuments',
      'statistics',
      'stockAreas',
      'stockImports',
      'storeBasket',
      'storeOrders',
      'surveyResults',
      'timesheets',
    ]);
    expect(Object.keys(moduleRouters.employees._def.procedures)).toEqual(expect.arrayContaining(['list', 'checkTaxNumber', 'addEmployment']));
    const paths = moduleRestRoutes.map((r) => `${r.method} ${r.path}`);
    for (const expected of [
      'GET /api/munkaido-nyilvantartas/',
      'GET /api/dolgozok/adoszam-ellenorzes/',
      'POST /api/penzugy/penzugyi-keretek/:id/valtozasok/:changeId/donteshozas/',
    ]) {
      expect(paths).toContain(expected);
    }
    expect(new Set(paths).size, 'a route registered twice').toBe(paths.length);
  });

  it('names a module once: its folder is its key, its REST base, label and route are those shared/src/modules.ts declares', () => {
    // The change requests are a part of their budgets' folder.
    const folders: Record<string, string> = { financialBudgetChanges: 'changes' };
    for (const d of findDeclarations().filter((found) => found.factory !== 'defineModuleExtras')) {
      expect(d.file.split('/').at(-2), d.file).toBe(folders[d.name] ?? folderOf(d.name));
    }
    for (const m of allModules.filter((found) => 'restBase' in found)) {
      const declared: { restBase?: string; label?: string; route: string } = MODULES[m.key as keyof typeof MODULES];
      expect({ key: m.key, restBase: m.restBase, label: m.label }).toEqual({ key: m.key, restBase: declared.restBase, label: declared.label });
    }
  });
});
