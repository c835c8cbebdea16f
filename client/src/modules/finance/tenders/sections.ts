import { moduleSection } from '../../../ui/section.ts';

export const sections = [moduleSection('tenders', () => import('./index.ts'))];
