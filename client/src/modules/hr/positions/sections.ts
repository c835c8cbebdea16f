import { section } from '../../../ui/section.ts';

export const sections = [section('/hr/allashelyek', () => import('./index.ts'))];
