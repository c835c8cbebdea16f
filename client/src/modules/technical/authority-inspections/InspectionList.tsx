import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { Button, Group, Stack } from '@mantine/core';
import { CALENDAR_PATH } from './paths.ts';

/** The list with the way to the monthly calendar of the tasks' deadlines. */
export function withCalendarLink(List: ComponentType) {
  return function InspectionList() {
    return (
      <Stack gap={0}>
        <Group justify="flex-end">
          <Button component={Link} to={CALENDAR_PATH} variant="default" size="xs">
            Naptár
          </Button>
        </Group>
        <List />
      </Stack>
    );
  };
}
