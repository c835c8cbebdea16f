// Éves beszámolók (MODULES.md §3.34): the list from the module's meta (made by the system: no new
// page), a report's own answers page, and the summary page osszesito.html.
import { Button, Group, Stack } from '@mantine/core';
import { Link, Navigate } from 'react-router-dom';
import type { TSectionScreens } from '../../../ui/section.ts';
import { metaScreens } from '../../../ui/MetaScreens.tsx';
import { modulePaths } from '@etanker/shared/modules.ts';
import { ReportPage } from './ReportPage.tsx';
import { SummaryPage } from './SummaryPage.tsx';

const paths = modulePaths('yearlyReports');
export const SUMMARY_FILE = 'osszesito.html';

const meta = metaScreens({
  moduleKey: 'yearlyReports',
  title: 'Éves beszámolók',
  newLabel: 'Új éves beszámoló',
  newTitle: 'Új éves beszámoló',
  noun: 'Éves beszámoló',
  accusative: 'éves beszámolót',
  recordTitle: (record) => `${String((record.institution as { name?: string } | null)?.name ?? '')} ${String(record.school_year ?? '')}`,
  creatable: false,
  exportable: false,
});

function List() {
  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <Button component={Link} to={`${paths.prefix}/${SUMMARY_FILE}`} variant="light">
          Összesítő
        </Button>
      </Group>
      <meta.List />
    </Stack>
  );
}

export const screens: TSectionScreens = {
  List,
  New: () => <Navigate to={paths.listPath} replace />,
  Details: ReportPage,
  Pages: { [SUMMARY_FILE]: SummaryPage },
};
