import { moduleSection } from '../../../ui/section.ts';

export const sections = [moduleSection('carBookings', () => import('./index.ts'))];
