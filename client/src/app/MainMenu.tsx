import { Button, Group, Menu } from '@mantine/core';
import { Link } from 'react-router-dom';
import { isBuiltRoute } from '../sections.ts';
import { isMenuItemEnabled, MAIN_MENU, MENU_CLOSE_DELAY_MS, type TMenuItem } from './menus.ts';
import { usePermissions } from '../api/startup-data.ts';

function MenuEntry({ entry, permissions }: { entry: TMenuItem; permissions: ReadonlySet<string> }) {
  const enabled = isMenuItemEnabled(entry, permissions, isBuiltRoute);
  return enabled ? (
    <Menu.Item component={Link} to={entry.route}>
      {entry.label}
    </Menu.Item>
  ) : (
    <Menu.Item disabled>{entry.label}</Menu.Item>
  );
}

export function MainMenu() {
  const permissions = usePermissions();
  return (
    <Group gap={4} component="nav" aria-label="Főmenü">
      {MAIN_MENU.map((group) => (
        <Menu key={group.label} trigger="click-hover" openDelay={0} closeDelay={MENU_CLOSE_DELAY_MS} position="bottom-start" withinPortal>
          <Menu.Target>
            <Button variant="subtle" color="dark">
              {group.label}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {group.items.map((entry) => (
              <MenuEntry key={entry.route} entry={entry} permissions={permissions} />
            ))}
            {group.subs?.map((sub) => (
              <Menu.Sub key={sub.label} closeDelay={MENU_CLOSE_DELAY_MS}>
                <Menu.Sub.Target>
                  <Menu.Sub.Item>{sub.label}</Menu.Sub.Item>
                </Menu.Sub.Target>
                <Menu.Sub.Dropdown>
                  {sub.items.map((entry) => (
                    <MenuEntry key={entry.route} entry={entry} permissions={permissions} />
                  ))}
                </Menu.Sub.Dropdown>
              </Menu.Sub>
            ))}
          </Menu.Dropdown>
        </Menu>
      ))}
    </Group>
  );
}
