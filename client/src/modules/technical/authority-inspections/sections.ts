import { section } from '../../../ui/section.ts';
import { CALENDAR_PATH, PREFIX } from './paths.ts';

export const sections = [section(PREFIX, () => import('./index.ts'), { calendarPath: CALENDAR_PATH })];
