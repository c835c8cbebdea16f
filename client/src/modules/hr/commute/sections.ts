import { section } from '../../../ui/section.ts';

export const sections = [section('/hr/munkabajaras', () => import('./index.ts'))];
