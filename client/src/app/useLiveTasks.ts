// The landing tiles and "my tasks" follow the server while the portal is open: when a record
// starts or stops waiting on the user (myTasks.onChange, live updates), their queries reload.
import { trpc } from '../api/trpc.ts';
import { useMe } from '../api/startup-data.ts';

export function useLiveTasks(): void {
  const me = useMe();
  const utils = trpc.useUtils();
  trpc.myTasks.onChange.useSubscription(undefined, {
    enabled: Boolean(me),
    onData: () => {
      void utils.core.landingInfo.invalidate();
      void utils.core.myTasks.invalidate();
    },
  });
}
