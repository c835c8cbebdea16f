import { Center, Text, Title, Stack } from '@mantine/core';

/** /teszt.html: proves the client is served and renders, without login. */
export function TestPage() {
  return (
    <Center mih="100vh" component="main">
      <Stack align="center">
        <Title order={1}>Tesztoldal</Title>
        <Text>Az eTanker kliens működik.</Text>
      </Stack>
    </Center>
  );
}
