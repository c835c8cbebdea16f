// Raktár: termékek (MODULES.md §3.56): list, new and details from the module's meta/; its own:
// the variants as an editable table, each stored variant with its Kosárba button.
import { createElement } from 'react';
import type { TSectionScreens } from '../../../ui/section.ts';
import { metaScreens } from '../../../ui/MetaScreens.tsx';
import { VariantsField } from './VariantsField.tsx';
import { CategoryField } from './CategoryField.tsx';
import { toVariantLines, variantsPayload } from './variants.ts';

export const screens: TSectionScreens = metaScreens({
  moduleKey: 'storeProducts',
  title: 'Termékek',
  newLabel: 'Új termék',
  newTitle: 'Új termék',
  noun: 'Termék',
  accusative: 'terméket',
  recordTitle: (record) => String(record.name),
  fields: {
    category: {
      type: 'custom',
      render: (props) => createElement(CategoryField, props),
      toPayload: (value) => (value !== null && typeof value === 'object' ? (value as { id: number }).id : value),
    },
  },
  addFields: [
    {
      name: 'variants',
      label: 'Változatok',
      type: 'custom',
      render: (props) => createElement(VariantsField, props),
      toPayload: (value) => variantsPayload(toVariantLines(value)),
    },
  ],
});
