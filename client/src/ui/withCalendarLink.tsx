import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { Button, Group, Stack } from '@mantine/core';

/** A module's list with the way to its monthly calendar (the calendar modules' one list screen). */
export function withCalendarLink(List: ComponentType, calendarPath: string) {
  return function ListWithCalendarLink() {
    return (
      <Stack gap={0}>
        <Group justify="flex-end">
          <Button component={Link} to={calendarPath} variant="default" size="xs">
            Naptár
          </Button>
        </Group>
        <List />
      </Stack>
    );
  };
}
