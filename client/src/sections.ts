// The sections the client has screens for. Routes are built from this list, and menu items of
// sections not listed here stay disabled instead of leading to empty pages.
import type { ComponentType } from 'react';
import { REQUEST_FORM_AREAS, REQUEST_FORM_PREFIXES } from './modules/core/requestForms/areas.ts';

export interface TSectionScreens {
  List: ComponentType;
  New: ComponentType;
  Details: ComponentType<{ id: number }>;
  /** the monthly calendar of a module that has one (its section names the path) */
  Calendar?: ComponentType;
}

export interface TSection {
  /** the section's parent path, e.g. /penzugy/partnerek */
  prefix: string;
  /** the list page; the section pattern's lista.html unless the spec says otherwise */
  listPath: string;
  load: () => Promise<{ screens: TSectionScreens }>;
  /** the monthly calendar page, for sections whose screens have a Calendar */
  calendarPath?: string;
}

function section(prefix: string, load: TSection['load'], listPath = `${prefix}/lista.html`, calendarPath?: string): TSection {
  return { prefix, listPath, load, calendarPath };
}

export const SECTIONS: readonly TSection[] = [
  section('/rendszerhibak', () => import('./modules/core/systemErrorReports/index.ts'), '/rendszerhibak.html'),
  section('/penzugy/kotelezettsegvallalas', () => import('./modules/finance/commitments/index.ts')),
  section('/penzugy/partnerek', () => import('./modules/finance/partners/index.ts')),
  section('/muszak/termek', () => import('./modules/technical/rooms/index.ts')),
  ...REQUEST_FORM_AREAS.map((area) =>
    section(REQUEST_FORM_PREFIXES[area], async () => ({ screens: (await import('./modules/core/requestForms/index.ts')).requestFormScreens(area) })),
  ),
  section(
    '/muszak/teremfoglalasok',
    () => import('./modules/technical/room-reservations/index.ts'),
    '/muszak/teremfoglalasok/lista.html',
    '/muszak/teremfoglalasok/naptar.html',
  ),
];

export function isBuiltRoute(route: string): boolean {
  return SECTIONS.some((candidate) => route === candidate.listPath || route.startsWith(`${candidate.prefix}/`));
}
