// A module's monthly calendar page: its naptar/ answer for the month shown in the month screen.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { usePageTitle } from './usePageTitle.ts';
import { Alert, Button, Group, Loader, Stack, Title } from '@mantine/core';
import { trpc } from '../api/trpc.ts';
import { formatDate } from './formatters.ts';
import { CalendarMonth } from './CalendarMonth.tsx';
import type { TCalendarEvent } from './calendarMonth.ts';
import type { TCalendarModuleKey } from './moduleApi.ts';

interface TProps {
  moduleKey: TCalendarModuleKey;
  title: string;
  listPath: string;
}

type TCalendarQuery = {
  useQuery(
    input: { year: number; month: number },
    options: { placeholderData: (previous: unknown) => unknown },
  ): { data?: { events: TCalendarEvent[] }; isLoading: boolean; error: unknown };
};

export function CalendarPage({ moduleKey, title, listPath }: TProps) {
  const today = formatDate(new Date());
  const [shown, setShown] = useState({ year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) });
  const navigate = useNavigate();
  usePageTitle(title);
  const calendar = (trpc[moduleKey] as unknown as { calendar: TCalendarQuery }).calendar;
  const answer = calendar.useQuery(shown, { placeholderData: (previous) => previous });
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Button component={Link} to={listPath} variant="default">
          Lista
        </Button>
      </Group>
      {answer.error ? <Alert color="red">A naptár nem tölthető be.</Alert> : null}
      {answer.isLoading ? <Loader size="sm" aria-label="Betöltés" /> : null}
      <CalendarMonth
        year={shown.year}
        month={shown.month}
        events={answer.data?.events ?? []}
        today={today}
        onMonthChange={(year, month) => setShown({ year, month })}
        onOpen={(url) => void navigate(url)}
      />
    </Stack>
  );
}
