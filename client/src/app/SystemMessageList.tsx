import { Alert, Stack } from '@mantine/core';
import { trpc } from '../api/trpc.ts';
import { getToken } from '../api/token.ts';
import type { TToastKind } from '../ui/toasts.ts';

const COLORS: Record<TToastKind, string> = { info: 'blue', success: 'green', warning: 'yellow', error: 'red' };

/** The unread system messages; closing one marks it read (dismiss). */
export function SystemMessageList() {
  const utils = trpc.useUtils();
  const messages = trpc.core.systemMessages.useQuery(undefined, { enabled: Boolean(getToken()) });
  const dismiss = trpc.core.readSystemMessage.useMutation({ onSuccess: () => utils.core.systemMessages.invalidate() });
  return (
    <Stack gap="xs">
      {(messages.data ?? []).map((message) => (
        <Alert
          key={message.id}
          title={message.title}
          color={COLORS[message.type as TToastKind] ?? 'blue'}
          withCloseButton
          closeButtonLabel="Elrejtés"
          onClose={() => dismiss.mutate({ id: message.id })}
        >
          {message.message}
        </Alert>
      ))}
    </Stack>
  );
}
