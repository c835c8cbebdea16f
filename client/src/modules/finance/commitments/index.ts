import { createElement } from 'react';
import type { TSectionScreens } from '../../../ui/section.ts';
import { ListPage } from '../../../ui/ListPage.tsx';
import { NewPage } from '../../../ui/NewPage.tsx';
import { DetailPage } from '../../../ui/DetailPage.tsx';
import { detailConfig, listConfig } from './config.ts';

export const screens: TSectionScreens = {
  List: () => createElement(ListPage, { config: listConfig }),
  New: () => createElement(NewPage, { config: detailConfig }),
  Details: ({ id }) => createElement(DetailPage, { config: detailConfig, id }),
};
