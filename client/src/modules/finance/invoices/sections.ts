import { moduleSection } from '../../../ui/section.ts';

export const sections = [moduleSection('invoices', () => import('./index.ts'))];
