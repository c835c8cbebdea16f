// Whether the page is shown: live streams run only then (see api/trpc.ts — a browser gives a
// host six connections, and tabs in the background must not hold them).
import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
};

export const usePageVisible = (): boolean => useSyncExternalStore(subscribe, () => document.visibilityState === 'visible');
