// The documentation lists the modules in the spec's menu order (000 §2, shared/menus.ts): a
// module sits where the menu item of its screens' folder sits; modules outside the main menu
// (profile and system items) follow in registry order, after the start-up and login calls.
import { MENU_ROUTES } from '@etanker/shared/menus.ts';

export interface TTaggedModule {
  key: string;
  label: string;
  detailRoute: string;
}

export interface TTag {
  name: string;
  description?: string;
}

const folderOf = (route: string) => route.slice(0, route.lastIndexOf('/') + 1);

export function orderedTags(routeTags: readonly string[], modules: readonly TTaggedModule[]): TTag[] {
  const moduleKeys = new Set(modules.map((m) => m.key));
  const general = [...new Set(routeTags)].filter((tag) => !moduleKeys.has(tag)).map((name) => ({ name }));
  const position = (m: TTaggedModule) => {
    const folder = folderOf(m.detailRoute);
    const index = MENU_ROUTES.findIndex((route) => route.startsWith(folder));
    if (index !== -1) return index;
    // A module whose screens sit below another's folder (a budget's change requests under the
    // budgets') goes beside it: the deepest menu folder that holds its own.
    const holders = MENU_ROUTES.map((route, at) => ({ folder: folderOf(route), at })).filter((r) => r.folder.length > 1 && folder.startsWith(r.folder));
    const deepest = holders.sort((a, b) => b.folder.length - a.folder.length)[0];
    return deepest ? deepest.at + 0.5 : MENU_ROUTES.length;
  };
  const byMenu = modules.map((m, registryIndex) => ({ m, at: position(m), registryIndex })).sort((a, b) => a.at - b.at || a.registryIndex - b.registryIndex);
  return [...general, ...byMenu.map(({ m }) => ({ name: m.key, description: m.label }))];
}
