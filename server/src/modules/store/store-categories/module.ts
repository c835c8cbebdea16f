// Raktár: kategóriák (MODULES.md §3.58): the catalogue's categories, kept by the centre's store
// keepers (editPermission); every user of the store reads them (mind/ at start-up, pickers).
// Per-category spreadsheet export and import and delete_all_products/ are in extras.ts.
import { definePlainModule } from '../../../workflow/define.ts';
import { plainFromManifest } from '../../../workflow/manifest-plain.ts';
import { normalizeSearch } from '@etanker/shared/format.ts';
import { moduleNames } from '@etanker/shared/modules.ts';
import { STORE_CATEGORY_MANIFEST } from './manifest.ts';

export const STORE_PERMISSION = 'store.can_use_store_module';
/** (ours) Who keeps the catalogue: the centre's store keepers (the technical referents). */
export const STORE_EDIT_PERMISSION = 'store.can_edit_store_catalogue';

export const storeCategories = definePlainModule({
  ...moduleNames('storeCategories'),
  permission: STORE_PERMISSION,
  editPermission: STORE_EDIT_PERMISSION,
  permissions: [{ codename: STORE_EDIT_PERMISSION, name: 'Raktár katalógusának szerkesztése', groups: ['Műszaki referensek'] }],
  relations: {
    store_category: { model: 'storeCategory', select: { id: true, name: true }, name: (c: { name: string }) => c.name, offered: true },
  },
  ...plainFromManifest(STORE_CATEGORY_MANIFEST, {
    table: (tx) => tx.storeCategory,
    defaultOrder: [{ name: 'asc' }],
    searchText: (c) => normalizeSearch(c.name),
  }),
  mind: async (tx, _ctx, { where, q }) =>
    tx.storeCategory.findMany({
      where: { AND: [where, q ? { search_text: { contains: q } } : {}] },
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
      select: { id: true, name: true },
    }),
  // A category with products stays (409): delete_all_products/ empties it first.
  remove: async (tx, _ctx, id) => {
    await tx.storeCategory.delete({ where: { id }, select: { id: true } });
  },
});
