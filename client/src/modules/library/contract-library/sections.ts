import { moduleSection } from '../../../ui/section.ts';

export const sections = [moduleSection('contractLibrary', () => import('./index.ts'))];
