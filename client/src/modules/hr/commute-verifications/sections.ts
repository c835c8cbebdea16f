import { moduleSection } from '../../../ui/section.ts';

export const sections = [moduleSection('commuteVerifications', () => import('./index.ts'))];
