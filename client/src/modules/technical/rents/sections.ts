import { moduleSection } from '../../../ui/section.ts';

export const sections = [moduleSection('rents', () => import('./index.ts'))];
