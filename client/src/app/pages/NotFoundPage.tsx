import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <Center mih="100vh" component="main">
      <Stack align="center">
        <Title order={1}>404</Title>
        <Text>A keresett oldal nem található.</Text>
        <Anchor component={Link} to="/">
          Vissza a kezdőlapra
        </Anchor>
      </Stack>
    </Center>
  );
}
