import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { modals } from '@mantine/modals';

export const LEAVE_QUESTION = 'Biztosan elhagyja az oldalt? A módosítások elvesznek.';

/** A form with unsaved changes asks before the user leaves it: in-app navigation through
 * react-router's blocker, closing or reloading the tab through the browser's own prompt
 * (issue 11 item 15). Staying on the same path (e.g. a search param) is not leaving. */
export function useLeaveGuard(dirty: boolean): void {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    // Closing the dialog any way but 'Elhagyom az oldalt' means staying.
    let leaving = false;
    modals.openConfirmModal({
      title: 'Nem mentett módosítások',
      children: LEAVE_QUESTION,
      labels: { confirm: 'Elhagyom az oldalt', cancel: 'Maradok' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        leaving = true;
        blocker.proceed();
      },
      onClose: () => {
        if (!leaving) blocker.reset();
      },
    });
  }, [blocker]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
