// A commitment made from a building fault report (hibabejelentés generate_commitment/) links its source.
import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { TCustomFieldProps } from '../../../ui/fieldsConfig.ts';

export function ErrorReportLink({ value }: TCustomFieldProps) {
  if (typeof value !== 'number') return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        Hibabejelentés
      </Text>
      <Anchor component={Link} to={`/muszak/hibabejelentes/${value}.html`}>
        A forrás hibabejelentés megnyitása
      </Anchor>
    </Stack>
  );
}
