// The sections the client has screens for: every module's `sections.ts` (found at build time).
// Routes are built from this list, and menu items of sections not listed here stay disabled
// instead of leading to empty pages.
import type { TSection } from './ui/section.ts';

const declared = import.meta.glob<{ sections: readonly TSection[] }>('./modules/*/*/sections.ts', { eager: true });

export const SECTIONS: readonly TSection[] = Object.values(declared).flatMap((module) => module.sections);

export function isBuiltRoute(route: string): boolean {
  return SECTIONS.some((candidate) => route === candidate.listPath || route.startsWith(`${candidate.prefix}/`));
}
