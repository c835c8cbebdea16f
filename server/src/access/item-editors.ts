// Who keeps a plain module's items (master data: partners, later cars, rooms, tenders): a writer
// holding the module's edit permission. Everyone with the module's permission reads and picks them.
import type { TCurrentUser } from '../auth/current-user.ts';
import { hasPermission } from './context.ts';

export const ITEM_EDIT_REFUSED = 'Ezeket az adatokat csak a karbantartójuk módosíthatja.';

export function canEditItems(user: TCurrentUser, def: { editPermission?: string }): boolean {
  return !user.is_readonly && (def.editPermission === undefined || hasPermission(user, def.editPermission));
}
