import { section } from '../../../ui/section.ts';

export const sections = [section('/muszak/termek', () => import('./index.ts'))];
