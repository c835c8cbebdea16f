import { Container, Title } from '@mantine/core';
import { SystemMessageList } from '../SystemMessageList.tsx';

/** /rendszeruzenetek.html: reachable without the auth flag; the messages are public (000 §2). */
export function SystemMessagesPage() {
  return (
    <Container size="md" py="md" component="main">
      <Title order={1} size="h2" mb="md">
        Rendszerüzenetek
      </Title>
      <SystemMessageList />
    </Container>
  );
}
