import { moduleSection } from '../../../ui/section.ts';

export const sections = [moduleSection('authorityInspections', () => import('./index.ts'))];
