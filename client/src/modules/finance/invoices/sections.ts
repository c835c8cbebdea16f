import { section } from '../../../ui/section.ts';

export const sections = [section('/penzugy/szamlazas', () => import('./index.ts'))];
