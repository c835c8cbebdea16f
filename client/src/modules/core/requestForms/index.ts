import { createElement } from 'react';
import type { TSectionScreens } from '../../../ui/section.ts';
import { ListPage } from '../../../ui/ListPage.tsx';
import { NewPage } from '../../../ui/NewPage.tsx';
import { DetailPage } from '../../../ui/DetailPage.tsx';
import { requestFormDetailConfig, requestFormListConfig } from './config.ts';
import type { TRequestFormArea } from './areas.ts';

/** The screens of one area's menu section. */
export function requestFormScreens(area: TRequestFormArea): TSectionScreens {
  const listConfig = requestFormListConfig(area);
  const detailConfig = requestFormDetailConfig(area);
  return {
    List: () => createElement(ListPage, { config: listConfig }),
    New: () => createElement(NewPage, { config: detailConfig }),
    Details: ({ id }) => createElement(DetailPage, { config: detailConfig, id }),
  };
}
