import { section } from '../../../ui/section.ts';

export const sections = [section('/penzugy/partnerek', () => import('./index.ts'))];
