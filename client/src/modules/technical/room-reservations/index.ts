import { createElement } from 'react';
import type { TSectionScreens } from '../../../ui/section.ts';
import { NewPage } from '../../../ui/NewPage.tsx';
import { DetailPage } from '../../../ui/DetailPage.tsx';
import { CalendarPage } from '../../../ui/CalendarPage.tsx';
import { ReservationList } from './ReservationList.tsx';
import { detailConfig } from './config.ts';
import { LIST_PATH } from './paths.ts';

export const screens: TSectionScreens = {
  List: ReservationList,
  New: () => createElement(NewPage, { config: detailConfig }),
  Details: ({ id }) => createElement(DetailPage, { config: detailConfig, id }),
  Calendar: () => createElement(CalendarPage, { moduleKey: 'roomReservations', title: 'Teremfoglalások naptára', listPath: LIST_PATH }),
};
