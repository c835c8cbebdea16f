import { useState } from 'react';
import { Anchor, Badge, Card, CloseButton, Group, SimpleGrid, Stack, Table, Text, Title, Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { trpc } from '../../api/trpc.ts';
import { formatDateTime } from '../../ui/formatters.ts';
import { BADGE } from '../../ui/badgeColors.ts';
import { greetingCardHidden, hideGreetingCard, isGreetingSeason } from '../greetingCard.ts';
import { usePermissions } from '../../api/startup-data.ts';
import { SystemMessageList } from '../SystemMessageList.tsx';
import { usePageTitle } from '../../ui/usePageTitle.ts';

function GreetingCard() {
  const [hidden, setHidden] = useState(greetingCardHidden);
  if (hidden || !isGreetingSeason(new Date())) return null;
  return (
    <Card withBorder bg="red.0">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2} size="h3">
            Kellemes karácsonyi ünnepeket!
          </Title>
          <Text>Békés, boldog ünnepeket és sikeres új évet kívánunk minden kollégának!</Text>
        </div>
        <CloseButton
          aria-label="Üdvözlőlap elrejtése"
          onClick={() => {
            hideGreetingCard();
            setHidden(true);
          }}
        />
      </Group>
    </Card>
  );
}

function Tiles() {
  const info = trpc.core.landingInfo.useQuery();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
      {(info.data?.tiles ?? []).map((tile) => {
        const content = (
          <>
            <Text size="sm" c="gray.7">
              {tile.label}
            </Text>
            <Text fw={700} size="xl">
              {tile.count}
            </Text>
          </>
        );
        // A tile that counts nothing has no list to open; one of this page ('/#hirek') jumps to
        // its section instead of opening the page again.
        const section = tile.route?.startsWith('/#') ? tile.route.slice(1) : null;
        return section ? (
          <Card key={tile.key} withBorder component="a" href={section} data-tile={tile.key}>
            {content}
          </Card>
        ) : tile.route ? (
          <Card key={tile.key} withBorder component={Link} to={tile.route} data-tile={tile.key}>
            {content}
          </Card>
        ) : (
          <Card key={tile.key} withBorder data-tile={tile.key}>
            {content}
          </Card>
        );
      })}
    </SimpleGrid>
  );
}

function MyTasks() {
  const tasks = trpc.core.myTasks.useQuery();
  const rows = tasks.data?.data ?? [];
  return (
    <Card withBorder>
      <Title order={2} size="h3" mb="sm">
        Rám vár
      </Title>
      {rows.length === 0 ? (
        <Text c="gray.7">Nincs önre váró feladat.</Text>
      ) : (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Modul</Table.Th>
              <Table.Th>Megnevezés</Table.Th>
              <Table.Th>Iktatószám</Table.Th>
              <Table.Th>Várakozik</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((task) => (
              <Table.Tr key={`${task.module}-${task.id}`}>
                <Table.Td>{task.module_label}</Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={task.route}>
                    {task.title}
                  </Anchor>
                </Table.Td>
                <Table.Td>{task.reference_number}</Table.Td>
                <Table.Td>{formatDateTime(task.waiting_since)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}

/** The news section's anchor: the Hírek tile's route (/#hirek) leads here. */
const NEWS_SECTION = 'hirek';

function News() {
  const news = trpc.core.news.list.useQuery();
  const permissions = usePermissions();
  return (
    <Card withBorder id={NEWS_SECTION}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h3">
          Hírek
        </Title>
        {permissions.has('news.can_create_news') && (
          <Button component={Link} to="/hirek/uj.html" size="xs">
            Új hír
          </Button>
        )}
      </Group>
      <Stack gap="xs">
        {(news.data?.data ?? []).map((item) => (
          <Group key={item.id} gap="xs">
            {!item.read && <Badge color={BADGE.positive}>Új</Badge>}
            <Anchor component={Link} to={`/hirek/${item.id}.html`}>
              {item.title}
            </Anchor>
            <Text size="sm" c="gray.7">
              {formatDateTime(item.created_at)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

export function LandingPage() {
  usePageTitle('Kezdőlap');
  return (
    <Stack>
      <Title order={1} size="h2">
        Kezdőlap
      </Title>
      <SystemMessageList />
      <GreetingCard />
      <Tiles />
      <MyTasks />
      <News />
    </Stack>
  );
}
