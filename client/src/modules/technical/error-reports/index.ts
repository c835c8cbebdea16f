// Hibabejelentés (MODULES.md §3.40): list, new and details rendered from the module's meta/;
// its own: the linked commitment (generate_commitment/ is a button of the server's actions).
import { createElement } from 'react';
import type { TSectionScreens } from '../../../ui/section.ts';
import { metaScreens } from '../../../ui/MetaScreens.tsx';
import { CommitmentLink } from './CommitmentLink.tsx';

export const screens: TSectionScreens = metaScreens({
  moduleKey: 'errorReports',
  title: 'Hibabejelentések',
  newLabel: 'Új hibabejelentés',
  newTitle: 'Új hibabejelentés',
  noun: 'Hibabejelentés',
  accusative: 'hibabejelentést',
  recordTitle: (record) => String(record.title ?? 'Hibabejelentés'),
  extraFieldsModule: 'error_reports',
  shown: ['verified_at', 'commitment'],
  fields: { commitment: { type: 'custom', render: (props) => createElement(CommitmentLink, props) } },
});
