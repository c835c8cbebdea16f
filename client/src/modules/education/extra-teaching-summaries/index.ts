// Többlettanítási összesítők (MODULES.md §3.31): list, new and details rendered from the module's
// meta/; its own: the employee picked from dolgozok/, the year and month defaulting to the
// current ones, and the contracts the summary sums (the server's pick, shown before saving).
import { createElement } from 'react';
import type { TSectionScreens } from '../../../ui/section.ts';
import { metaScreens } from '../../../ui/MetaScreens.tsx';
import { personId } from '../../../ui/PersonPicker.tsx';
import { toBudapestWallClock } from '@etanker/shared/format.ts';
import { SummaryContracts, SummaryPersonSelect } from './SummaryFields.tsx';

const now = () => toBudapestWallClock(new Date())!;

export const screens: TSectionScreens = metaScreens({
  moduleKey: 'extraTeachingSummaries',
  title: 'Többlettanítási összesítők',
  newLabel: 'Új összesítő',
  newTitle: 'Új többlettanítási összesítő',
  noun: 'Többlettanítási összesítő',
  accusative: 'összesítőt',
  recordTitle: (record) => `Összesítő: ${(record.user as { name?: string } | null)?.name ?? ''} ${String(record.year ?? '')}/${String(record.month ?? '')}`,
  extraFieldsModule: 'extra_teaching_summaries',
  shown: ['total_hours', 'total_payment'],
  listColumns: ['reference_number', 'user', 'year', 'month', 'total_hours', 'total_payment'],
  fields: {
    user: { type: 'custom', render: (props) => createElement(SummaryPersonSelect, props), toPayload: personId },
    year: { defaultValue: now().getUTCFullYear(), required: true },
    month: { defaultValue: now().getUTCMonth() + 1, required: true },
  },
  addFields: [
    {
      name: 'contracts',
      label: 'Összesített szerződések',
      type: 'custom',
      width: 'wide',
      render: (props) => createElement(SummaryContracts, props),
      // The server picks the contracts: the form never sends them.
      toPayload: () => undefined,
    },
  ],
});
