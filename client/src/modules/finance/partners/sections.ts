import { moduleSection } from '../../../ui/section.ts';

export const sections = [moduleSection('partners', () => import('./index.ts'))];
