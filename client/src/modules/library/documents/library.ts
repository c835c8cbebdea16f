// A library's section screens: the folder browser at the root and at every entry.
import { createElement } from 'react';
import { Navigate } from 'react-router-dom';
import { modulePaths } from '@etanker/shared/modules.ts';
import type { TSectionScreens } from '../../../ui/section.ts';
import { DocumentBrowser } from './DocumentBrowser.tsx';
import type { TLibrary } from './types.ts';

/** The section's screens: the root as the list, a folder or file as the details; no new page. */
export function libraryScreens(library: TLibrary): TSectionScreens {
  const Root = () => createElement(DocumentBrowser, { library, id: null });
  const Entry = ({ id }: { id: number }) => createElement(DocumentBrowser, { library, id });
  const toRoot = () => createElement(Navigate, { to: modulePaths(library.moduleKey).listPath, replace: true });
  return { List: Root, New: toRoot, Details: Entry };
}
