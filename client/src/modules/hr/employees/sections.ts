import { moduleSection } from '../../../ui/section.ts';

export const sections = [moduleSection('employees', () => import('./index.ts'))];
