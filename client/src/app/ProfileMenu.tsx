import { Avatar, Box, Button, Menu, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router-dom';
import { trpc } from '../api/trpc.ts';
import { downloadFile } from '../api/rest.ts';
import { logoutLocally } from '../api/session.ts';
import { MENU_CLOSE_DELAY_MS } from '@etanker/shared/menus.ts';
import { useMe, usePermissions } from '../api/startup-data.ts';
import { toast } from '../ui/toasts.ts';
import { PASSWORD_CHANGE_PATH } from './Guard.tsx';
import { modulePaths } from '@etanker/shared/modules.ts';
import { JOBS_PATH, JOBS_PERMISSION } from './jobsPage.ts';

export const PRIVACY_NOTICE_PATH = '/api/adatvedelmi-tajekoztato/';
/** The system error report list: a reporter sees their own reports there. */
const SYSTEM_ERROR_REPORTS = modulePaths('systemErrorReports');
export const OWN_ERROR_REPORTS_PATH = SYSTEM_ERROR_REPORTS.listPath;

export function ProfileMenu() {
  const me = useMe();
  const name = me?.name ?? 'Profil';
  const permissions = usePermissions();
  const logout = trpc.auth.logout.useMutation({ onSettled: () => logoutLocally() });

  const downloadPrivacyNotice = () =>
    downloadFile(PRIVACY_NOTICE_PATH, 'adatvedelmi_tajekoztato.pdf').catch(() => toast('error', 'Az adatvédelmi tájékoztató letöltése nem sikerült.'));

  return (
    <Menu trigger="click-hover" openDelay={0} closeDelay={MENU_CLOSE_DELAY_MS} position="bottom-end">
      <Menu.Target>
        {/* A long name is cut with an ellipsis (the header stays on one line; a line height that keeps
            the descenders of 'Nagy' inside the clipped box); on a phone only the
            initials show. The menu greets with the full name either way. */}
        <Button variant="default" data-menu="profile" title={name} maw={240} px="xs" style={{ flexShrink: 0 }}>
          <Box component="span" visibleFrom="sm" style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: 220, lineHeight: 1.5 }}>
            {name}
          </Box>
          <Box hiddenFrom="sm" component="span">
            <Avatar size="sm" name={name} color="blue" variant="filled" aria-hidden />
            <VisuallyHidden>{name}</VisuallyHidden>
          </Box>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Üdvözöljük, {me?.name}!</Menu.Label>
        <Menu.Item component={Link} to={SYSTEM_ERROR_REPORTS.newPath}>
          Rendszerhiba bejelentése
        </Menu.Item>
        <Menu.Item component={Link} to={OWN_ERROR_REPORTS_PATH}>
          Saját hibabejelentéseim
        </Menu.Item>
        <Menu.Item onClick={downloadPrivacyNotice}>Adatvédelmi tájékoztató</Menu.Item>
        {permissions.has(JOBS_PERMISSION) && (
          <Menu.Item component={Link} to={JOBS_PATH}>
            Háttérfeladatok hibái
          </Menu.Item>
        )}
        {permissions.has('users.can_change_password') && (
          <Menu.Item component={Link} to={PASSWORD_CHANGE_PATH}>
            Jelszó módosítása
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item color="red" onClick={() => logout.mutate()}>
          Kijelentkezés
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
