// A change request has no page of its own: its link opens the page of its budget.
import { createElement } from 'react';
import { Navigate } from 'react-router-dom';
import type { TSectionScreens } from '../../../ui/section.ts';
import { ChangeRedirect } from './ChangeRedirect.tsx';
import { BUDGET_LIST } from './paths.ts';

const ToList = () => createElement(Navigate, { to: BUDGET_LIST, replace: true });

export const screens: TSectionScreens = { List: ToList, New: ToList, Details: ChangeRedirect };
