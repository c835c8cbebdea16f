// The month header of the calendar screens: previous month, the month's title (announced when it
// changes), today's month, next month.
import { ActionIcon, Button, Group, Title } from '@mantine/core';
import { monthTitle, shiftMonth } from './calendarMonth.ts';

interface TProps {
  year: number;
  month: number;
  /** today as 'YYYY-MM-DD' (Budapest) */
  today: string;
  onMonthChange: (year: number, month: number) => void;
}

export function MonthNavigation({ year, month, today, onMonthChange }: TProps) {
  const go = (by: number) => {
    const next = shiftMonth(year, month, by);
    onMonthChange(next.year, next.month);
  };
  return (
    <Group justify="space-between" mb="sm" wrap="nowrap">
      <ActionIcon variant="default" aria-label="Előző hónap" onClick={() => go(-1)}>
        ‹
      </ActionIcon>
      <Title order={2} size="h3" aria-live="polite">
        {monthTitle(year, month)}
      </Title>
      <Group gap="xs" wrap="nowrap">
        <Button variant="default" size="xs" onClick={() => onMonthChange(Number(today.slice(0, 4)), Number(today.slice(5, 7)))}>
          Ma
        </Button>
        <ActionIcon variant="default" aria-label="Következő hónap" onClick={() => go(1)}>
          ›
        </ActionIcon>
      </Group>
    </Group>
  );
}
