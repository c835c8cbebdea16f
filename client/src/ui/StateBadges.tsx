import { Badge, Group } from '@mantine/core';
import { stateLabel } from './formatters.ts';
import { BADGE } from './badgeColors.ts';

const STATE_COLORS: Record<string, string> = {
  under_checking: BADGE.info,
  closed_positive: BADGE.positive,
  closed_negative: BADGE.negative,
  rolled_back: BADGE.neutral,
  cancelled: BADGE.muted,
};

/** The state badge and, when the record waits on the viewer, 'Döntésre vár' (000 §4). */
export function StateBadges({ state, initialState, waitingForMe }: { state: string; initialState: string; waitingForMe?: boolean }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Badge color={STATE_COLORS[state] ?? BADGE.initial}>{stateLabel(state, initialState)}</Badge>
      {waitingForMe && <Badge color={BADGE.attention}>Döntésre vár</Badge>}
    </Group>
  );
}
