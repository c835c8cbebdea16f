import { moduleSection } from '../../../ui/section.ts';

export const sections = [moduleSection('assignmentContracts', () => import('./index.ts'))];
