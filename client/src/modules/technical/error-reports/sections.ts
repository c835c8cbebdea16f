import { section } from '../../../ui/section.ts';

export const sections = [section('/muszak/hibabejelentes', () => import('./index.ts'))];
