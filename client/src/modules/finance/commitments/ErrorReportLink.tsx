// A commitment made from a building fault report (hibabejelentés generate_commitment/) links its source.
import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { TCustomFieldProps } from '../../../ui/fieldsConfig.ts';
import { modulePaths } from '@etanker/shared/modules.ts';

export function ErrorReportLink({ value }: TCustomFieldProps) {
  if (typeof value !== 'number') return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        Hibabejelentés
      </Text>
      <Anchor component={Link} to={modulePaths('errorReports').detailPath(value)}>
        A forrás hibabejelentés megnyitása
      </Anchor>
    </Stack>
  );
}
