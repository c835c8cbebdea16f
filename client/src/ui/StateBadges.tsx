import { Badge, Group } from '@mantine/core';
import { stateLabel } from './formatters.ts';
import { BADGE } from './badgeColors.ts';

const NO_SHRINK = { flexShrink: 0 } as const;

const STATE_COLORS: Record<string, string> = {
  under_checking: BADGE.info,
  closed_positive: BADGE.positive,
  closed_negative: BADGE.negative,
  rolled_back: BADGE.neutral,
  cancelled: BADGE.muted,
};

/** The state badge and, when the record waits on the viewer, 'Döntésre vár' (000 §4). */
export function StateBadges({ state, initialState, waitingForMe }: { state: string; initialState: string; waitingForMe?: boolean }) {
  const label = stateLabel(state, initialState);
  // Badges never shrink (Mantine would cut their text with an ellipsis): the state is read in full.
  return (
    <Group gap={4} wrap="nowrap">
      <Badge color={STATE_COLORS[state] ?? BADGE.initial} style={NO_SHRINK} title={label}>
        {label}
      </Badge>
      {waitingForMe && (
        <Badge color={BADGE.attention} style={NO_SHRINK}>
          Döntésre vár
        </Badge>
      )}
    </Group>
  );
}
