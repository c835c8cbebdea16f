import { moduleSection } from '../../../ui/section.ts';

export const sections = [moduleSection('cars', () => import('./index.ts'))];
