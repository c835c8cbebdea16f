import { section } from '../../../ui/section.ts';

export const sections = [section('/muszak/megbizasi-szerzodesek', () => import('./index.ts'))];
