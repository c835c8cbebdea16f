import { moduleSection } from '../../../ui/section.ts';

export const sections = [moduleSection('commitments', () => import('./index.ts'))];
