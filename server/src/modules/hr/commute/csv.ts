// export_csv/: the frozen commute exports of an institution's months for the payroll system
// (DESIGN.md "Commute": columns). Semicolon-separated, UTF-8 with BOM, CRLF, decimal comma:
// what Hungarian payroll programs (and Excel set to Hungarian) read without an import wizard.
import type { TAuthedContext } from '../../../access/context.ts';
import { employmentScope } from '../commute-infos.ts';
import { monthOf } from './month.ts';
import type { TSummaryItem } from './summary.ts';

export const CSV_COLUMNS = ['Adóazonosító jel', 'Törzsszám', 'Név', 'Intézmény', 'Év', 'Hónap', 'Jogcím', 'Költséghely', 'Napok', 'Km', 'Összeg (Ft)'] as const;

const cell = (value: string | number) => {
  const text = String(value);
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};
const decimalComma = (n: number) => String(n).replace('.', ',');
const monthIndex = (m: { year: number; month: number }) => m.year * 12 + m.month - 1;

export async function commuteCsv(ctx: TAuthedContext, q: { institution?: number; start_date: string; end_date: string }): Promise<string> {
  // A month is in the period when its first day is (a payroll period is whole months).
  const from = monthOf(q.start_date);
  const to = monthOf(q.end_date);
  const firstIn = q.start_date.slice(8) === '01' ? monthIndex(from) : monthIndex(from) + 1;
  const exports = await ctx.prisma.commuteExport.findMany({
    where: {
      employment: { AND: [employmentScope(ctx.user), q.institution ? { institution_id: q.institution } : {}] },
      OR: Array.from({ length: Math.max(0, monthIndex(to) - firstIn + 1) }, (_, i) => ({
        year: Math.floor((firstIn + i) / 12),
        month: ((firstIn + i) % 12) + 1,
      })),
    },
    select: {
      year: true,
      month: true,
      items: true,
      employment: { select: { sap_code: true, institution: { select: { unit_code: true } }, user: { select: { name: true, tax_number: true } } } },
    },
    orderBy: [{ year: 'asc' }, { month: 'asc' }, { employment: { user: { name: 'asc' } } }, { id: 'asc' }],
  });
  const lines = [CSV_COLUMNS.join(';')];
  for (const e of exports) {
    // A Json column, typed by Prisma as any JSON: it holds the summary items the export wrote.
    for (const item of e.items as unknown as TSummaryItem[]) {
      if (item.amount <= 0) continue;
      const row = [
        e.employment.user.tax_number,
        e.employment.sap_code,
        e.employment.user.name,
        e.employment.institution.unit_code,
        e.year,
        e.month,
        item.title,
        item.sap_code || e.employment.sap_code,
        item.days,
        decimalComma(item.km),
        item.amount,
      ];
      lines.push(row.map(cell).join(';'));
    }
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
