import { section } from '../../../ui/section.ts';

export const sections = [
  section('/penzugy/penzugyi-keretek', () => import('./index.ts')),
  // My tasks and mails link a change request here; it opens its budget's page.
  section('/penzugy/penzugyi-keretek/valtozas', () => import('./changeRedirect.ts'), { listPath: '/penzugy/penzugyi-keretek/valtozas/lista.html' }),
];
