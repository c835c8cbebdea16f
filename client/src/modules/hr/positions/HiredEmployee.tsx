// The hired person of an approved position, above its details (a link to the employee's file
// for those who may open it).
import type { ReactNode } from 'react';
import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { moduleApi } from '../../../ui/moduleApi.ts';
import { usePermissions } from '../../../api/startup-data.ts';
import { modulePaths } from '@etanker/shared/modules.ts';

export function HiredEmployee({ id, children }: { id: number; children: ReactNode }) {
  const record = moduleApi('positions').get.useQuery({ id }).data as { hired_employee?: { id: number; name: string } | null } | undefined;
  const canOpen = usePermissions().has('hr.can_use_hr_module');
  const hired = record?.hired_employee;
  return (
    <Stack>
      {hired && (
        <Paper withBorder p="md">
          <Text>
            Felvett dolgozó:{' '}
            {canOpen ? (
              <Anchor component={Link} to={modulePaths('employees').detailPath(hired.id)}>
                {hired.name}
              </Anchor>
            ) : (
              hired.name
            )}
          </Text>
        </Paper>
      )}
      {children}
    </Stack>
  );
}
