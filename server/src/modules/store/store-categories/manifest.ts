// The fields of a store category (002 §3: id, name).
import { text } from '../../../workflow/fields.ts';
import { modelManifest } from '../../../workflow/manifest-model.ts';

export const STORE_CATEGORY_MANIFEST = modelManifest('StoreCategory', {
  name: text('Név', { required: true, max: 200, list: true, export: 36, orderBy: true }),
});
