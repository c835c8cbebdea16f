import { moduleSection } from '../../../ui/section.ts';

export const sections = [moduleSection('rooms', () => import('./index.ts'))];
