// Saját kosár (MODULES.md §3.59): one page; the section's other paths lead to it.
import { createElement } from 'react';
import { Navigate } from 'react-router-dom';
import type { TSectionScreens } from '../../../ui/section.ts';
import { modulePaths } from '@etanker/shared/modules.ts';
import { BasketPage } from './BasketPage.tsx';

const toPage = () => createElement(Navigate, { to: modulePaths('storeBasket').listPath, replace: true });

export const screens: TSectionScreens = { List: BasketPage, New: toPage, Details: toPage };
