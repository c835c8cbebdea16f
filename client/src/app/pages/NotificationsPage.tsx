import { useSyncExternalStore } from 'react';
import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { subscribeToasts, toastHistory } from '../../ui/toasts.ts';

const COLORS = { info: 'blue', success: 'green', warning: 'yellow', error: 'red' } as const;

/** /uzenetek.html: the notifications of this session. */
export function NotificationsPage() {
  const history = useSyncExternalStore(subscribeToasts, toastHistory);
  return (
    <Container size="md" py="md" component="main">
      <Title order={1} size="h2" mb="md">
        Üzenetek
      </Title>
      {history.length === 0 && <Text>Nincs üzenet.</Text>}
      <Stack gap="xs">
        {history.map((entry) => (
          <Alert key={entry.id} color={COLORS[entry.type]}>
            {entry.message}
          </Alert>
        ))}
      </Stack>
    </Container>
  );
}
