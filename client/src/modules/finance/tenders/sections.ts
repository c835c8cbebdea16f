import { section } from '../../../ui/section.ts';

export const sections = [section('/penzugy/palyazatok', () => import('./index.ts'))];
