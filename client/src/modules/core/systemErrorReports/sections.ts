import { section } from '../../../ui/section.ts';

export const sections = [section('/rendszerhibak', () => import('./index.ts'), { listPath: '/rendszerhibak.html' })];
