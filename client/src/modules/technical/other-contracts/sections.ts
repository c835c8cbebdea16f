import { moduleSection } from '../../../ui/section.ts';

export const sections = [moduleSection('otherContracts', () => import('./index.ts'))];
