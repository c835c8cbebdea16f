import { section } from '../../../ui/section.ts';

export const sections = [section('/muszak/egyeb-szerzodesek', () => import('./index.ts'))];
