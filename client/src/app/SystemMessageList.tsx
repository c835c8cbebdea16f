import { Alert, Stack } from '@mantine/core';
import { trpc } from '../api/trpc.ts';
import { getToken } from '../api/token.ts';
import type { TToastKind } from '../ui/toasts.ts';

const COLORS: Record<TToastKind, string> = { info: 'blue', success: 'green', warning: 'yellow', error: 'red' };

/** The system messages (public); a logged-in user sees the unread ones and closing one marks it read (dismiss). */
export function SystemMessageList() {
  const utils = trpc.useUtils();
  const loggedIn = Boolean(getToken());
  const messages = trpc.core.systemMessages.useQuery();
  const dismiss = trpc.core.readSystemMessage.useMutation({ onSuccess: () => utils.core.systemMessages.invalidate() });
  return (
    <Stack gap="xs">
      {(messages.data ?? []).map((message) => (
        <Alert
          key={message.id}
          title={message.title}
          color={COLORS[message.type as TToastKind] ?? 'blue'}
          withCloseButton={loggedIn}
          closeButtonLabel="Elrejtés"
          onClose={() => dismiss.mutate({ id: message.id })}
        >
          {message.message}
        </Alert>
      ))}
    </Stack>
  );
}
