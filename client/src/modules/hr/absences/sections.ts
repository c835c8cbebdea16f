import { moduleSection } from '../../../ui/section.ts';

export const sections = [moduleSection('absences', () => import('./index.ts'))];
