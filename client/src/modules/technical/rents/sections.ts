import { section } from '../../../ui/section.ts';

export const sections = [section('/muszak/berles', () => import('./index.ts'))];
