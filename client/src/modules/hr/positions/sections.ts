import { moduleSection } from '../../../ui/section.ts';

export const sections = [moduleSection('positions', () => import('./index.ts'))];
