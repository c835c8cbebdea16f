import { moduleSection } from '../../../ui/section.ts';

export const sections = [moduleSection('roomReservations', () => import('./index.ts'))];
