import { moduleSection } from '../../../ui/section.ts';

export const sections = [
  moduleSection('financialBudgets', () => import('./index.ts')),
  // My tasks and mails link a change request here; it opens its budget's page.
  moduleSection('financialBudgetChanges', () => import('./changeRedirect.ts')),
];
