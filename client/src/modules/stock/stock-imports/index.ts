// Leltár importálás (MODULES.md §3.53): its own screens (a special module, no meta/): the list,
// the upload and the details that follow the background processing.
import type { TSectionScreens } from '../../../ui/section.ts';
import { ImportList } from './ImportList.tsx';
import { ImportNew } from './ImportNew.tsx';
import { ImportDetails } from './ImportDetails.tsx';

export const screens: TSectionScreens = { List: ImportList, New: ImportNew, Details: ImportDetails };
