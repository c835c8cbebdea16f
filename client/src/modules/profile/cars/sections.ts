import { section } from '../../../ui/section.ts';

export const sections = [section('/profil/gepjarmuvek', () => import('./index.ts'))];
