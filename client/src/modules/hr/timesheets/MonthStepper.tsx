// ‹ 2026. november › with a way back to the current month; December forward is next January.
import { ActionIcon, Button, Group, Title } from '@mantine/core';
import { monthTitle, shiftMonth } from '../../../ui/calendarMonth.ts';
import { currentMonth, type TYearMonth } from './month.ts';

export function MonthStepper({ shown, onChange }: { shown: TYearMonth; onChange: (next: TYearMonth) => void }) {
  const current = currentMonth();
  const isCurrent = shown.year === current.year && shown.month === current.month;
  return (
    <Group gap="xs">
      <Group gap="xs" wrap="nowrap">
        <ActionIcon variant="default" size="lg" aria-label="Előző hónap" onClick={() => onChange(shiftMonth(shown.year, shown.month, -1))}>
          ‹
        </ActionIcon>
        <Title order={2} size="h4" aria-live="polite" miw={150} ta="center" style={{ whiteSpace: 'nowrap' }}>
          {monthTitle(shown.year, shown.month)}
        </Title>
        <ActionIcon variant="default" size="lg" aria-label="Következő hónap" onClick={() => onChange(shiftMonth(shown.year, shown.month, 1))}>
          ›
        </ActionIcon>
      </Group>
      {!isCurrent && (
        <Button variant="default" size="xs" onClick={() => onChange(current)}>
          Aktuális hónap
        </Button>
      )}
    </Group>
  );
}
