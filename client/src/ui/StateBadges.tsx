import { Badge, Group } from '@mantine/core';
import { stateLabel } from './formatters.ts';

const STATE_COLORS: Record<string, string> = {
  under_checking: 'blue',
  closed_positive: 'green',
  closed_negative: 'red',
  rolled_back: 'gray',
  cancelled: 'dark',
};

/** The state badge and, when the record waits on the viewer, 'Döntésre vár' (000 §4). */
export function StateBadges({ state, initialState, waitingForMe }: { state: string; initialState: string; waitingForMe?: boolean }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Badge color={STATE_COLORS[state] ?? 'yellow'} variant="light">
        {stateLabel(state, initialState)}
      </Badge>
      {waitingForMe && <Badge color="orange">Döntésre vár</Badge>}
    </Group>
  );
}
