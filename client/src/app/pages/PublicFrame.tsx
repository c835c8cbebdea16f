import type { ReactNode } from 'react';
import { Center, Paper, Stack, Title } from '@mantine/core';
import { usePageTitle } from '../../ui/usePageTitle.ts';

/** The centred card of the public pages (login, set password). */
export function PublicFrame({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Center mih="100vh" p="md" component="main">
      <Paper withBorder shadow="sm" p="xl" w={400} maw="100%">
        <Stack>
          <Title order={1} size="h2">
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
