import { moduleSection } from '../../../ui/section.ts';

export const sections = [moduleSection('roomBookings', () => import('./index.ts'))];
