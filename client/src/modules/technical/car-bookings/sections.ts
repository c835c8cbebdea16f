import { section } from '../../../ui/section.ts';

export const sections = [section('/muszak/gepjarmuigeny', () => import('./index.ts'), { calendarPath: '/muszak/gepjarmuigeny/naptar.html' })];
