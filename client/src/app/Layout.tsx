import { AppShell, Anchor, Box, Burger, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, Outlet } from 'react-router-dom';
import { MainMenu, MainMenuList } from './MainMenu.tsx';
import { ProfileMenu } from './ProfileMenu.tsx';
import { useLiveTasks } from './useLiveTasks.ts';

/** Below this breakpoint (md, 1200 px) the main menu's eight groups no longer fit beside the
 * profile button on one line: a burger opens them as a side panel instead. */
export const MENU_BREAKPOINT = 'md';
const HEADER_HEIGHT = 56;

/** The authenticated layout: header with the main and profile menus, the page below; live task counts. */
export function Layout() {
  const [menuOpen, menu] = useDisclosure(false);
  useLiveTasks();
  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{ width: 300, breakpoint: MENU_BREAKPOINT, collapsed: { mobile: !menuOpen, desktop: true } }}
      padding="md"
    >
      <AppShell.Header px="md">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger opened={menuOpen} onClick={menu.toggle} hiddenFrom={MENU_BREAKPOINT} size="sm" aria-label="Főmenü" aria-expanded={menuOpen} />
            <Anchor component={Link} to="/" fw={700} size="lg" underline="never">
              eTanker
            </Anchor>
            <Box visibleFrom={MENU_BREAKPOINT}>
              <MainMenu />
            </Box>
          </Group>
          <ProfileMenu />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" hiddenFrom={MENU_BREAKPOINT}>
        <AppShell.Section grow style={{ overflowY: 'auto' }}>
          {/* Mounted only while open: hidden copies of the menu's links would sit in the page for
              keyboard, screen readers and selectors alike. */}
          {menuOpen && <MainMenuList onNavigate={menu.close} />}
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>
        <Container size="xl" px={0}>
          <Outlet />
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
