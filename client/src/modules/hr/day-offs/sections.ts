import { section } from '../../../ui/section.ts';

export const sections = [section('/hr/szabadsagok', () => import('./index.ts'))];
