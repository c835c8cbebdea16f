import { moduleSection } from '../../../ui/section.ts';

/** A single page (MODULES.md §3.11): the list path is the page, other paths lead back to it. */
export const sections = [moduleSection('financialOverview', () => import('./index.ts'))];
