// The fields of a store product (002 §3 Product: name, description, category; its variants are
// variants.ts: a variant carries its inventories, a list in a list the manifest's lines do not hold).
import { longText, relation, text } from '../../../workflow/fields.ts';
import { modelManifest } from '../../../workflow/manifest-model.ts';

export const STORE_PRODUCT_MANIFEST = modelManifest('StoreProduct', {
  name: text('Név', { required: true, max: 200, list: true, export: 36, orderBy: true }),
  category: relation('Kategória', 'store_category', { required: true, list: true, export: 24, filter: true, orderBy: true }),
  description: longText('Leírás', { max: 4000, export: 40 }),
});
