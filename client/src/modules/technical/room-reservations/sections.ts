import { section } from '../../../ui/section.ts';

export const sections = [section('/muszak/teremfoglalasok', () => import('./index.ts'), { calendarPath: '/muszak/teremfoglalasok/naptar.html' })];
