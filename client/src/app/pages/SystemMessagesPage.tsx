import { Container, Title, Text } from '@mantine/core';
import { getToken } from '../../api/token.ts';
import { SystemMessageList } from '../SystemMessageList.tsx';

/** /rendszeruzenetek.html: reachable without the auth flag; shows messages when logged in. */
export function SystemMessagesPage() {
  return (
    <Container size="md" py="md" component="main">
      <Title order={1} size="h2" mb="md">
        Rendszerüzenetek
      </Title>
      {getToken() ? <SystemMessageList /> : <Text>Nincs megjeleníthető rendszerüzenet.</Text>}
    </Container>
  );
}
