// A request form's type must be an active item of request_form_types belonging to its area
// (the item's data.area), so a finance form cannot carry an HR type.
import type { TTx } from '../../../db/client.ts';
import { fieldError } from '../../../http/errors.ts';
import type { TRequestFormArea } from './areas.ts';

export const TYPE_OF_OTHER_AREA = 'Ez a kérvénytípus nem ehhez a területhez tartozik.';

export async function checkRequestFormType(tx: TTx, area: TRequestFormArea, type: number): Promise<void> {
  const item = await tx.staticItem.findUnique({ where: { list_key: { list: 'request_form_types', key: type } }, select: { is_active: true, data: true } });
  if (!item?.is_active) throw fieldError('type', 'Nem létező elem.');
  if ((item.data as { area?: unknown }).area !== area) throw fieldError('type', TYPE_OF_OTHER_AREA);
}

/** The request form types of the given areas, in the list's (Hungarian) order. */
export async function requestFormTypeChoices(tx: TTx, areas: string[]): Promise<{ value: number; label: string }[]> {
  const rows = await tx.staticItem.findMany({
    where: { list: 'request_form_types', is_active: true },
    orderBy: [{ position: 'asc' }, { key: 'asc' }],
    select: { key: true, name: true, data: true },
  });
  return rows.filter((r) => areas.includes(String((r.data as { area?: unknown }).area))).map((r) => ({ value: r.key, label: r.name }));
}
