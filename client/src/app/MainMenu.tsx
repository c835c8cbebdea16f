import { Button, Group, Menu, NavLink } from '@mantine/core';
import { Link } from 'react-router-dom';
import { isBuiltRoute } from '../sections.ts';
import { isMenuItemEnabled, MAIN_MENU, MENU_CLOSE_DELAY_MS, type TMenuItem } from '@etanker/shared/menus.ts';
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
    <Group gap={0} component="nav" aria-label="Főmenü" wrap="nowrap">
      {MAIN_MENU.map((group) => (
        <Menu key={group.label} trigger="click-hover" openDelay={0} closeDelay={MENU_CLOSE_DELAY_MS} position="bottom-start" withinPortal>
          <Menu.Target>
            <Button variant="subtle" color="dark" px="xs">
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

function MenuLink({ entry, permissions, onNavigate }: { entry: TMenuItem; permissions: ReadonlySet<string>; onNavigate: () => void }) {
  return isMenuItemEnabled(entry, permissions, isBuiltRoute) ? (
    <NavLink component={Link} to={entry.route} label={entry.label} onClick={onNavigate} />
  ) : (
    // aria-disabled: the link is announced (and checked by axe) as disabled, not as a faint link.
    <NavLink label={entry.label} disabled aria-disabled />
  );
}

/** The main menu as a list of folding groups: the side panel of small screens. */
export function MainMenuList({ onNavigate }: { onNavigate: () => void }) {
  const permissions = usePermissions();
  return (
    <nav aria-label="Főmenü">
      {MAIN_MENU.map((group) => (
        <NavLink key={group.label} label={group.label} childrenOffset="sm">
          {group.items.map((entry) => (
            <MenuLink key={entry.route} entry={entry} permissions={permissions} onNavigate={onNavigate} />
          ))}
          {group.subs?.map((sub) => (
            <NavLink key={sub.label} label={sub.label} childrenOffset="sm">
              {sub.items.map((entry) => (
                <MenuLink key={entry.route} entry={entry} permissions={permissions} onNavigate={onNavigate} />
              ))}
            </NavLink>
          ))}
        </NavLink>
      ))}
    </nav>
  );
}
