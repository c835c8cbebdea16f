import { Box, Container, Group, Anchor } from '@mantine/core';
import { Link, Outlet } from 'react-router-dom';
import { MainMenu } from './MainMenu.tsx';
import { ProfileMenu } from './ProfileMenu.tsx';

/** The authenticated layout: header with the main and profile menus, the page below. */
export function Layout() {
  return (
    <Box>
      <Box component="header" px="md" py="xs" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Group justify="space-between" wrap="nowrap">
          <Group gap="md" wrap="wrap">
            <Anchor component={Link} to="/" fw={700} size="lg" underline="never">
              eTanker
            </Anchor>
            <MainMenu />
          </Group>
          <ProfileMenu />
        </Group>
      </Box>
      <Container size="xl" py="md" component="main">
        <Outlet />
      </Container>
    </Box>
  );
}
