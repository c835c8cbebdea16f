import { describe, expect, it } from 'vitest';
import { isMenuItemEnabled, MAIN_MENU, MENU_CLOSE_DELAY_MS } from '@etanker/shared/menus.ts';
import { MODULES, modulePaths, type TModuleKey } from '@etanker/shared/modules.ts';
import { isBuiltRoute } from '../sections.ts';

const allItems = MAIN_MENU.flatMap((group) => [...group.items, ...(group.subs ?? []).flatMap((sub) => sub.items)]);

describe('main menu', () => {
  it('has the eight groups of the spec', () => {
    expect(MAIN_MENU.map((group) => group.label)).toEqual([
      'Pénzügy',
      'HR',
      'Tanügy',
      'Műszaki ügyek',
      'Dokumentumtár',
      'Szerződéstár',
      'Adatszolgáltatás',
      'Irodai ügyek',
    ]);
    expect(MAIN_MENU[3].subs?.map((sub) => sub.label)).toEqual(['Leltár', 'Raktár']);
    expect(MENU_CLOSE_DELAY_MS).toBe(750);
  });

  it('always disables the planner, the budget and the statistics', () => {
    const everything = new Set(allItems.flatMap((menuItem) => (menuItem.gate ? [menuItem.gate] : [])));
    const disabled = allItems.filter((menuItem) => !isMenuItemEnabled(menuItem, everything, () => true)).map((menuItem) => menuItem.label);
    expect(disabled).toEqual(['Pénzügyi tervező', 'Költségvetés', 'Statisztikák']);
  });

  it('enables an item with its permission only, and only for built sections', () => {
    const commitments = allItems.find((menuItem) => menuItem.label === 'Kötelezettségvállalás')!;
    // A gated item whose section is not built (every section of the menu is built by now).
    const unbuilt = { ...commitments, route: '/meg-nem-epult/lista.html' };
    expect(isMenuItemEnabled(commitments, new Set(), isBuiltRoute)).toBe(false);
    expect(isMenuItemEnabled(commitments, new Set(['commitments.can_use_commitment_module']), isBuiltRoute)).toBe(true);
    expect(isMenuItemEnabled(unbuilt, new Set([unbuilt.gate!]), isBuiltRoute)).toBe(false);
  });

  it('has a section at every route shared/src/modules.ts declares', () => {
    // Budget info and statistics answer their calls, but their menu items stay disabled (000 §2): no screens.
    const disabled = new Set(allItems.filter((menuItem) => menuItem.alwaysDisabled).map((menuItem) => menuItem.route));
    const unbuilt = (Object.keys(MODULES) as TModuleKey[]).filter(
      (key) => !disabled.has(modulePaths(key).listPath) && !isBuiltRoute(modulePaths(key).listPath),
    );
    expect(unbuilt).toEqual([]);
  });
});
