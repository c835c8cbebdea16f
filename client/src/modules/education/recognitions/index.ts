// Felterjesztések (MODULES.md §3.38): list, new and details rendered from the module's meta/ (the
// acceptance date rules come with it); its own: the previous recognitions as lines. The consents
// are checked when the proposal is submitted (the server names the missing one).
import { createElement } from 'react';
import type { TSectionScreens } from '../../../ui/section.ts';
import { metaScreens } from '../../../ui/MetaScreens.tsx';
import { LinesInput, type TLinesConfig } from '../../../ui/LinesField.tsx';

type TPrevious = { id?: number; name: string; date: string | null };

const PREVIOUS: TLinesConfig<TPrevious> = {
  label: 'Korábbi elismerések',
  addLabel: 'Új elismerés',
  removeLabel: 'Elismerés törlése',
  columns: [
    { name: 'name', label: 'Elismerés', input: 'text', required: true },
    { name: 'date', label: 'Dátum', input: 'date', width: 170 },
  ],
};

export const screens: TSectionScreens = metaScreens({
  moduleKey: 'recognitions',
  title: 'Felterjesztések',
  newLabel: 'Új felterjesztés',
  newTitle: 'Új felterjesztés elismerésre',
  noun: 'Felterjesztés',
  accusative: 'felterjesztést',
  recordTitle: (record) => String(record.candidate_name ?? 'Felterjesztés'),
  extraFieldsModule: 'recognitions',
  fields: {
    previous_recognitions: { render: (props) => createElement(LinesInput<TPrevious>, { ...props, name: 'previous_recognitions', config: PREVIOUS }) },
  },
});
