// The sections the client has screens for (found at build time): a module folder is the one
// section of the module it is named after (room-reservations: roomReservations' route in
// shared/src/modules.ts, its screens from index.ts), unless it declares its sections in a
// `sections.ts` (a module behind several menus). Routes are built from this list, and menu items
// of sections not listed here stay disabled instead of leading to empty pages.
import type { TSection, TSectionScreens } from './ui/section.ts';
import { moduleSection } from './ui/section.ts';
import { folderOf, MODULES, type TModuleKey } from '@etanker/shared/modules.ts';

const declared = import.meta.glob<{ sections: readonly TSection[] }>('./modules/*/*/sections.ts', { eager: true });
const screens = import.meta.glob<{ screens: TSectionScreens }>('./modules/*/*/index.ts');

/** The module a folder is named after: its key, or the key's folder name. */
function moduleOfFolder(path: string): TModuleKey {
  const folder = path.split('/').at(-2) ?? '';
  const key = (Object.keys(MODULES) as TModuleKey[]).find((k) => k === folder || folderOf(k) === folder);
  if (!key) throw new Error(`A(z) ${path} mappája nem modul neve (shared/src/modules.ts), és nincs sections.ts-e.`);
  return key;
}

export const SECTIONS: readonly TSection[] = [
  ...Object.values(declared).flatMap((module) => module.sections),
  ...Object.entries(screens)
    .filter(([path]) => !(path.replace(/index\.ts$/, 'sections.ts') in declared))
    .map(([path, load]) => moduleSection(moduleOfFolder(path), load)),
];

export function isBuiltRoute(route: string): boolean {
  return SECTIONS.some((candidate) => route === candidate.listPath || route.startsWith(`${candidate.prefix}/`));
}
