import { section } from '../../../ui/section.ts';

export const sections = [section('/hr/munkabajaras-engedelyezes', () => import('./index.ts'))];
