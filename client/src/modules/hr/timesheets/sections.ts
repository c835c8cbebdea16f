import { moduleSection } from '../../../ui/section.ts';

export const sections = [moduleSection('timesheets', () => import('./index.ts'))];
