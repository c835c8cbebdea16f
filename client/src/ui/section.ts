// A section of the client (000 §2: list, new and details under one path): client/src/sections.ts
// makes a module folder's one section, or takes those its `sections.ts` declares, so adding a
// module needs no edit outside its folder.
import type { ComponentType } from 'react';
import { modulePaths, type TModuleKey } from '@etanker/shared/modules.ts';

export interface TSectionScreens {
  List: ComponentType;
  New: ComponentType;
  Details: ComponentType<{ id: number }>;
  /** the monthly calendar of a module that has one (its section names the path) */
  Calendar?: ComponentType;
  /** pages of the section besides list, new and details, by file name (its section names them): a summary */
  Pages?: Readonly<Record<string, ComponentType>>;
}

export interface TSection {
  /** the section's parent path, e.g. /penzugy/partnerek */
  prefix: string;
  /** the list page; the section pattern's lista.html unless the spec says otherwise */
  listPath: string;
  /** the screens, loaded when the section is first opened */
  load: () => Promise<{ screens: TSectionScreens }>;
  /** the monthly calendar page, for sections whose screens have a Calendar */
  calendarPath?: string;
  /** file names of the section's own pages under its prefix ('osszesito.html'), found in the screens' Pages */
  pages?: readonly string[];
}

export function section(
  prefix: string,
  load: TSection['load'],
  options: { listPath?: string; calendarPath?: string; pages?: readonly string[] } = {},
): TSection {
  return { prefix, listPath: options.listPath ?? `${prefix}/lista.html`, load, calendarPath: options.calendarPath, pages: options.pages };
}

/** A module's section at the route its names declare (shared/src/modules.ts). */
export function moduleSection(key: TModuleKey, load: TSection['load']): TSection {
  const paths = modulePaths(key);
  return { prefix: paths.prefix, listPath: paths.listPath, load, calendarPath: paths.hasCalendar ? paths.calendarPath : undefined };
}
