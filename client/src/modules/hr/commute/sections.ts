import { moduleSection } from '../../../ui/section.ts';

export const sections = [moduleSection('commute', () => import('./index.ts'))];
