import { moduleSection } from '../../../ui/section.ts';

export const sections = [moduleSection('busRentals', () => import('./index.ts'))];
