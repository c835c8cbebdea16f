// Rendelések (MODULES.md §3.57): list and details; orders are made by the basket's checkout, so
// the section's new page leads to the list.
import { createElement } from 'react';
import { Navigate } from 'react-router-dom';
import type { TSectionScreens } from '../../../ui/section.ts';
import { modulePaths } from '@etanker/shared/modules.ts';
import { OrderList } from './OrderList.tsx';
import { OrderDetails } from './OrderDetails.tsx';

const toList = () => createElement(Navigate, { to: modulePaths('storeOrders').listPath, replace: true });

export const screens: TSectionScreens = { List: OrderList, New: toList, Details: OrderDetails };
