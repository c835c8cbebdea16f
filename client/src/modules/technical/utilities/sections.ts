import { section } from '../../../ui/section.ts';

export const sections = [section('/muszak/kozmuvek', () => import('./index.ts'))];
