import { section } from '../../../ui/section.ts';

export const sections = [section('/hr/munkaido-nyilvantartas', () => import('./index.ts'))];
