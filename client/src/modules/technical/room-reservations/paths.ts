import { modulePaths } from '@etanker/shared/modules.ts';

export const { listPath: LIST_PATH, calendarPath: CALENDAR_PATH } = modulePaths('roomReservations');
