import { moduleSection } from '../../../ui/section.ts';

export const sections = [moduleSection('dayOffs', () => import('./index.ts'))];
