import { moduleSection } from '../../../ui/section.ts';

export const sections = [moduleSection('systemErrorReports', () => import('./index.ts'))];
