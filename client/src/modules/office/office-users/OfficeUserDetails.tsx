// A user's page: name, e-mail, institution, groups and permissions, read only (MODULES.md §3.66).
import { Alert, Anchor, Badge, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { moduleApi, type TRecord } from '../../../ui/moduleApi.ts';
import { usePageTitle } from '../../../ui/usePageTitle.ts';
import { Forbidden, isForbidden } from '../../../ui/Forbidden.tsx';
import { modulePaths } from '@etanker/shared/modules.ts';

type TRef = { id: number; name: string };
type TOfficeUser = TRecord & { name: string; email: string; institution: TRef | null; groups: TRef[]; permissions: (TRef & { codename: string })[] };

export function OfficeUserDetails({ id }: { id: number }) {
  const record = moduleApi('officeUsers').get.useQuery({ id });
  const user = record.data as TOfficeUser | undefined;
  usePageTitle(user ? `Felhasználó: ${user.name}` : 'Felhasználó');
  if (isForbidden(record.error)) return <Forbidden />;
  if (record.isLoading) return <Loader />;
  if (!user) return <Alert color="red">Nem található.</Alert>;
  return (
    <Stack>
      <Anchor component={Link} to={modulePaths('officeUsers').listPath}>
        Vissza a listához
      </Anchor>
      <Paper withBorder p="md">
        <Title order={1} size="h2" mb="md">
          {user.name}
        </Title>
        <Table variant="vertical" layout="fixed" withTableBorder>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w={160}>E-mail</Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{user.email}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Intézmény</Table.Th>
              <Table.Td>{user.institution?.name ?? ''}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Csoportok</Table.Th>
              <Table.Td>
                <Group gap={6}>
                  {user.groups.map((g) => (
                    <Badge key={g.id} variant="light" style={{ flexShrink: 0 }}>
                      {g.name}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Paper>
      <Paper withBorder p="md">
        <Title order={2} size="h3" mb="sm">
          Jogosultságok
        </Title>
        {user.permissions.length === 0 && <Text c="gray.7">Nincs jogosultsága.</Text>}
        <Stack gap={4}>
          {user.permissions.map((p) => (
            <Text key={p.id} size="sm">
              {p.name}
            </Text>
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}
