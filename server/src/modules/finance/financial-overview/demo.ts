// Demo periodic reports: for each demo school, one report for every month of the current year
// so far, written as .xlsx and stored through the real importer (the file is kept as uploaded).
// The planned figures stay the same all year; the used ones grow month by month.
import type { TServices } from '../../../services.ts';
import { newFileKey } from '../../../files/storage.ts';
import { readReportFile } from './report-file.ts';
import { reportSheet, type TSheetRow } from './report-sheet.ts';
import { currentMonth, currentYear } from './year.ts';
import { defineDemo } from '../../../../../prisma/seed/demo/kit.ts';

const PLAN: readonly { code: string; name: string; planned: number }[] = [
  { code: 'K311', name: 'Szakmai anyagok beszerzése', planned: 4_800_000 },
  { code: 'K312', name: 'Üzemeltetési anyagok beszerzése', planned: 2_400_000 },
  { code: 'K331', name: 'Közüzemi díjak', planned: 18_000_000 },
  { code: 'K334', name: 'Karbantartási, kisjavítási szolgáltatások', planned: 6_000_000 },
  { code: 'K63', name: 'Informatikai eszközök beszerzése, létesítése', planned: 9_600_000 },
  { code: 'K71', name: 'Ingatlanok felújítása', planned: 12_000_000 },
];

export async function seedDemoPeriodicReports(services: TServices): Promise<void> {
  if ((await services.prisma.periodicReport.count()) > 0) return;
  const schools = await services.prisma.institution.findMany({ where: { type: 'school' }, select: { id: true }, orderBy: { id: 'asc' } });
  const uploader = await services.prisma.user.findFirst({ where: { email: 'kozpontipenzugy@etanker.local' }, select: { id: true, name: true } });
  if (!uploader) return;
  const year = currentYear();
  const lastMonth = currentMonth();
  for (const [index, school] of schools.entries()) {
    // Each school's plan differs a little, so the overviews are told apart.
    const scale = 1 + index / 10;
    for (let month = 1; month <= lastMonth; month++) {
      const rows: TSheetRow[] = PLAN.map((p) => ({
        code: p.code,
        name: p.name,
        planned: Math.round(p.planned * scale),
        used: Math.round(((p.planned * scale) / 12) * month * 0.9),
      }));
      const data = await reportSheet(rows);
      const report = await readReportFile({ filename: `idoszakos_jelentes_${year}_${String(month).padStart(2, '0')}.xlsx`, data });
      const key = newFileKey('periodic-reports');
      await services.storage.put(key, data);
      await services.prisma.periodicReport.create({
        data: {
          institution_id: school.id,
          year,
          month,
          file_key: key,
          file_name: report.safeName,
          size: report.size,
          uploaded_by_id: uploader.id,
          uploaded_by: uploader.name,
          rows: { create: report.rows },
        },
      });
    }
  }
}

export const financialOverviewDemo = defineDemo({ records: { order: 170, seed: ({ services }) => seedDemoPeriodicReports(services) } });
