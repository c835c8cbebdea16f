// The commitment generate_commitment/ made from the report: a link to it with its state.
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { TCustomFieldProps } from '../../../ui/fieldsConfig.ts';
import { StateBadges } from '../../../ui/StateBadges.tsx';
import { modulePaths } from '@etanker/shared/modules.ts';

interface TLinkedCommitment {
  id: number;
  reference_number: string;
  title: string;
  state: string;
}

/** The commitments' details route (MODULES.md §3.8); their first state is 'open'. */
const COMMITMENT_PATH = modulePaths('commitments').detailPath;
const COMMITMENT_INITIAL_STATE = 'open';

export function CommitmentLink({ value }: TCustomFieldProps) {
  const commitment = value as TLinkedCommitment | null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        Kötelezettségvállalás
      </Text>
      {commitment ? (
        <Group gap="xs">
          <Anchor component={Link} to={COMMITMENT_PATH(commitment.id)}>
            {[commitment.reference_number, commitment.title].filter(Boolean).join(' – ')}
          </Anchor>
          <StateBadges state={commitment.state} initialState={COMMITMENT_INITIAL_STATE} />
        </Group>
      ) : (
        <Text size="sm" c="gray.7">
          Még nem készült kötelezettségvállalás.
        </Text>
      )}
    </Stack>
  );
}
