import { section } from '../../../ui/section.ts';

export const sections = [section('/muszak/buszberles', () => import('./index.ts'))];
