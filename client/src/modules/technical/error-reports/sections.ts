import { moduleSection } from '../../../ui/section.ts';

export const sections = [moduleSection('errorReports', () => import('./index.ts'))];
