import { section } from '../../../ui/section.ts';

export const sections = [section('/hr/dolgozok', () => import('./index.ts'))];
