import { moduleSection } from '../../../ui/section.ts';

export const sections = [moduleSection('utilities', () => import('./index.ts'))];
