// One section with a page of its own: the summary (osszesito.html, MODULES.md §2).
import { section } from '../../../ui/section.ts';
import { modulePaths } from '@etanker/shared/modules.ts';

export const sections = [section(modulePaths('yearlyReports').prefix, () => import('./index.tsx'), { pages: ['osszesito.html'] })];
