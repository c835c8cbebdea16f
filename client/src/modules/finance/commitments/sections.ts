import { section } from '../../../ui/section.ts';

export const sections = [section('/penzugy/kotelezettsegvallalas', () => import('./index.ts'))];
