// Back and forward by a month, the month's Hungarian name between.
import { ActionIcon, Group, Text } from '@mantine/core';
import { monthTitle } from '../../../ui/calendarMonth.ts';
import { shiftMonth, type TMonth } from './month.ts';

export function MonthStepper({ value, onChange }: { value: TMonth; onChange: (m: TMonth) => void }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <ActionIcon variant="default" aria-label="Előző hónap" onClick={() => onChange(shiftMonth(value, -1))}>
        ‹
      </ActionIcon>
      <Text fw={600} miw={130} ta="center" aria-live="polite">
        {monthTitle(value.year, value.month)}
      </Text>
      <ActionIcon variant="default" aria-label="Következő hónap" onClick={() => onChange(shiftMonth(value, 1))}>
        ›
      </ActionIcon>
    </Group>
  );
}
