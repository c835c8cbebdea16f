// The landing tiles and "my tasks" follow the server while the portal is open: when a record
// starts or stops waiting on the user (myTasks.onChange, live updates), their queries reload.
import { useState } from 'react';
import { trpc } from '../api/trpc.ts';
import { useMe } from '../api/startup-data.ts';
import { usePageVisible } from '../ui/usePageVisible.ts';

export function useLiveTasks(): void {
  const me = useMe();
  const utils = trpc.useUtils();
  const visible = usePageVisible();
  const reload = () => {
    void utils.core.landingInfo.invalidate();
    void utils.core.myTasks.invalidate();
  };
  // A hidden tab holds no stream; shown again, it reloads what may have changed meanwhile.
  const [wasHidden, setWasHidden] = useState(false);
  if (!visible && !wasHidden) setWasHidden(true);
  trpc.myTasks.onChange.useSubscription(undefined, {
    enabled: Boolean(me) && visible,
    onStarted: () => {
      if (!wasHidden) return;
      setWasHidden(false);
      reload();
    },
    onData: reload,
  });
}
