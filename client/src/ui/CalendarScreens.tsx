// The screens of a module with a monthly calendar (shared/src/modules.ts `calendar`): its meta
// screens, the list with the way to the month, and the month page `{title} naptára`.
import { createElement, type ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { Button, Group, Stack } from '@mantine/core';
import { modulePaths } from '@etanker/shared/modules.ts';
import type { TSectionScreens } from './section.ts';
import type { TCalendarModuleKey } from './moduleApi.ts';
import { metaScreens, type TMetaScreensConfig } from './MetaScreens.tsx';
import { CalendarPage } from './CalendarPage.tsx';

function withCalendarLink(List: ComponentType, calendarPath: string, Actions?: ComponentType) {
  return function ListWithCalendarLink() {
    return (
      <Stack gap={0}>
        <Group justify="flex-end" gap="xs">
          {Actions && <Actions />}
          <Button component={Link} to={calendarPath} variant="default" size="xs">
            Naptár
          </Button>
        </Group>
        <List />
      </Stack>
    );
  };
}

/** `listActions`: the module's own buttons beside 'Naptár' above the list (a task from an e-mail). */
export function calendarMetaScreens(c: TMetaScreensConfig & { moduleKey: TCalendarModuleKey; listActions?: ComponentType }): TSectionScreens {
  const meta = metaScreens(c);
  const { listPath, calendarPath } = modulePaths(c.moduleKey);
  return {
    ...meta,
    List: withCalendarLink(meta.List, calendarPath, c.listActions),
    Calendar: () => createElement(CalendarPage, { moduleKey: c.moduleKey, title: `${c.title} naptára`, listPath }),
  };
}
