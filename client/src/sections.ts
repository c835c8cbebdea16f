// The sections the client has screens for. Routes are built from this list, and menu items of
// sections not listed here stay disabled instead of leading to empty pages.
import type { ComponentType } from 'react';
import { REQUEST_FORM_AREAS, REQUEST_FORM_PREFIXES } from './modules/core/requestForms/areas.ts';

export interface TSectionScreens {
  List: ComponentType;
  New: ComponentType;
  Details: ComponentType<{ id: number }>;
}

export interface TSection {
  /** the section's parent path, e.g. /penzugy/partnerek */
  prefix: string;
  /** the list page; the section pattern's lista.html unless the spec says otherwise */
  listPath: string;
  load: () => Promise<{ screens: TSectionScreens }>;
}

function section(prefix: string, load: TSection['load'], listPath = `${prefix}/lista.html`): TSection {
  return { prefix, listPath, load };
}

export const SECTIONS: readonly TSection[] = [
  section('/rendszerhibak', () => import('./modules/core/systemErrorReports/index.ts'), '/rendszerhibak.html'),
  section('/penzugy/kotelezettsegvallalas', () => import('./modules/finance/commitments/index.ts')),
  section('/penzugy/partnerek', () => import('./modules/finance/partners/index.ts')),
  section('/muszak/termek', () => import('./modules/technical/rooms/index.ts')),
  ...REQUEST_FORM_AREAS.map((area) =>
    section(REQUEST_FORM_PREFIXES[area], async () => ({ screens: (await import('./modules/core/requestForms/index.ts')).requestFormScreens(area) })),
  ),
];

export function isBuiltRoute(route: string): boolean {
  return SECTIONS.some((candidate) => route === candidate.listPath || route.startsWith(`${candidate.prefix}/`));
}
