// Raktár: termékek (MODULES.md §3.56): products with their variants, kept by the centre's store
// keepers (editPermission); every store user reads them and adds variants to their basket.
// product_variants/ (the variants by category, one variant) is variant-operations.ts.
import { z } from 'zod';
import { definePlainModule } from '../../../workflow/define.ts';
import { plainFromManifest } from '../../../workflow/manifest-plain.ts';
import { normalizeSearch } from '@etanker/shared/format.ts';
import { moduleNames } from '@etanker/shared/modules.ts';
import { STORE_PRODUCT_MANIFEST } from './manifest.ts';
import { loadVariants, writeVariants, ZVariants } from './variants.ts';

const STORE_PERMISSION = 'store.can_use_store_module';
const STORE_EDIT_PERMISSION = 'store.can_edit_store_catalogue';

const fromManifest = plainFromManifest(STORE_PRODUCT_MANIFEST, {
  table: (tx) => tx.storeProduct,
  defaultOrder: [{ name: 'asc' }],
  searchText: (p) => normalizeSearch(`${p.name} ${p.description}`),
});

const ZProductInput = STORE_PRODUCT_MANIFEST.input.extend({ variants: ZVariants });
type TProductInput = z.output<typeof ZProductInput>;

export const storeProducts = definePlainModule({
  ...moduleNames('storeProducts'),
  permission: STORE_PERMISSION,
  editPermission: STORE_EDIT_PERMISSION,
  ...fromManifest,
  createInput: ZProductInput,
  updateInput: ZProductInput,
  get: async (tx, ctx, id, scope) => {
    const product = await fromManifest.get(tx, ctx, id, scope);
    return product && { ...product, variants: (await loadVariants(tx, [id])).get(id) ?? [] };
  },
  create: async (tx, ctx, input: TProductInput) => {
    const { variants, ...product } = input;
    const id = await fromManifest.create(tx, ctx, product);
    await writeVariants(tx, id, variants, true);
    return id;
  },
  update: async (tx, ctx, id, input: TProductInput) => {
    const { variants, ...product } = input;
    await fromManifest.update(tx, ctx, id, product);
    await writeVariants(tx, id, variants, false);
  },
  mind: async (tx, _ctx, { where, q }) =>
    tx.storeProduct.findMany({
      where: { AND: [where, q ? { search_text: { contains: q } } : {}] },
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
      select: { id: true, name: true },
    }),
  // Its variants go with it (and the basket lines holding them); orders keep their copied lines.
  remove: async (tx, _ctx, id) => {
    await tx.storeProduct.delete({ where: { id }, select: { id: true } });
  },
});
