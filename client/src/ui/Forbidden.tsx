// A page the user may not open (issue 23 item 4): the server's 403 to the page's own query is
// said on the page, with the way back, instead of a loader that never ends.
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { toApiError } from '../api/errors.ts';
import { usePageTitle } from './usePageTitle.ts';

export const FORBIDDEN_TEXT = 'Nincs jogosultsága ehhez az oldalhoz.';

/** The page's query was refused: the user may not open it. */
export function isForbidden(error: unknown): boolean {
  return error !== null && error !== undefined && toApiError(error).status === 403;
}

export function Forbidden() {
  usePageTitle('Nincs jogosultság');
  return (
    <Paper withBorder p="md">
      <Stack align="flex-start">
        <Title order={1} size="h2">
          Nincs jogosultság
        </Title>
        <Text>{FORBIDDEN_TEXT}</Text>
        <Button component={Link} to="/">
          Vissza a kezdőlapra
        </Button>
      </Stack>
    </Paper>
  );
}
