import { section } from '../../../ui/section.ts';

export const sections = [section('/szerzodestar', () => import('./index.ts'))];
