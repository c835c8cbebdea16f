// One institution-year of the overview (001 §3 Overview: entry_groups, periodic_reports,
// commitment_values). Every sum is taken in SQL on numeric columns, so the figures are exact.
import { Prisma } from '../../../generated/prisma/client.ts';
import type { TAuthedContext } from '../../../access/context.ts';
import { readModuleSettings } from '../../../core/settings.ts';
import { COMMITTED_STATES, ENTRY_GROUPS, HUF, INVOICED_STATES } from './entry-groups.ts';
import { FINANCE_SETTINGS } from './settings.ts';

type TMoney = string;

export interface TEntryGroup {
  code: string;
  name: string;
  planned: TMoney;
  used: TMoney;
  committed: TMoney;
  invoiced: TMoney;
}

export interface TPeriodicReportItem {
  id: number;
  year: number;
  month: number;
  file_name: string;
  uploaded_by: string;
  uploaded_at: string;
  row_count: number;
  planned: TMoney;
  used: TMoney;
  url: string;
}

export interface TCommitmentValue {
  id: number;
  reference_number: string;
  subject: string;
  financial_entry: { id: number; name: string } | null;
  entry_group: string;
  committed: TMoney;
  invoiced: TMoney;
}

export interface TOverview {
  institution: { id: number; name: string };
  year: number;
  /** The report the planned figures come from (the year's latest month, its latest upload). */
  planned_from: { id: number; month: number } | null;
  entry_groups: TEntryGroup[];
  totals: Omit<TEntryGroup, 'code' | 'name'>;
  periodic_reports: TPeriodicReportItem[];
  show_commitments: boolean;
  commitment_values: TCommitmentValue[];
}

export const reportUrl = (id: number) => `/api/penzugy/attekinto/jelentesek/${id}/letoltes/`;
const money = (d: Prisma.Decimal | null | undefined) => (d ?? new Prisma.Decimal(0)).toFixed(2);
const ZERO = new Prisma.Decimal(0);

/** The year's first moment as Budapest wall-clock text: a range on created_at keeps its indexes usable. */
const yearStart = (year: number) => `${year}-01-01 00:00:00`;

/** The approved forint commitments charged to the institution (the affected one, else the owner; written as an OR so both institution indexes serve it) created in the year, with their rovat group and invoiced sum. */
function commitmentsSql(institutionId: number, year: number): Prisma.Sql {
  return Prisma.sql`
    SELECT m.id, c.reference_number, m.subject, m.financial_entry, e.name AS entry_name,
           COALESCE(substring(e.code from 1 for 2), '') AS grp,
           COALESCE(m.approved_cost, m.cost) AS committed,
           COALESCE((SELECT SUM(i.amount) FROM "Invoice" i JOIN "Case" ic ON ic.id = i.id
                     WHERE i.commitment_id = m.id AND ic.state IN (${Prisma.join(INVOICED_STATES)})), 0) AS invoiced
    FROM "Commitment" m
    JOIN "Case" c ON c.id = m.id
    LEFT JOIN "StaticItem" e ON e.list = 'financial_entries' AND e.key = m.financial_entry
    WHERE c.module = 'commitments'
      AND (c.affected_institution_id = ${institutionId} OR (c.affected_institution_id IS NULL AND c.institution_id = ${institutionId}))
      AND c.state IN (${Prisma.join(COMMITTED_STATES)})
      AND m.currency = ${HUF}
      AND c.created_at >= ${yearStart(year)}::timestamp AT TIME ZONE 'Europe/Budapest'
      AND c.created_at < ${yearStart(year + 1)}::timestamp AT TIME ZONE 'Europe/Budapest'`;
}

interface TCommitmentRow {
  id: number;
  reference_number: string;
  subject: string;
  financial_entry: number | null;
  entry_name: string | null;
  grp: string;
  committed: Prisma.Decimal;
  invoiced: Prisma.Decimal;
}

export async function institutionOverview(ctx: TAuthedContext, institution: { id: number; name: string }, year: number): Promise<TOverview> {
  const [settings, reports, commitments] = await Promise.all([
    readModuleSettings(ctx.prisma, FINANCE_SETTINGS),
    ctx.prisma.$queryRaw<
      {
        id: number;
        year: number;
        month: number;
        file_name: string;
        uploaded_by: string;
        uploaded_at: Date;
        row_count: number;
        planned: Prisma.Decimal;
        used: Prisma.Decimal;
      }[]
    >(Prisma.sql`
      SELECT r.id, r.year, r.month, r.file_name, r.uploaded_by, r.uploaded_at,
             COUNT(w.id)::int AS row_count, COALESCE(SUM(w.planned), 0) AS planned, COALESCE(SUM(w.used), 0) AS used
      FROM "PeriodicReport" r LEFT JOIN "PeriodicReportRow" w ON w.report_id = r.id
      WHERE r.institution_id = ${institution.id} AND r.year = ${year}
      GROUP BY r.id ORDER BY r.month DESC, r.id DESC`),
    ctx.prisma.$queryRaw<TCommitmentRow[]>(commitmentsSql(institution.id, year)),
  ]);
  const latest = reports[0] ?? null;
  const plannedRows = latest
    ? await ctx.prisma.$queryRaw<{ grp: string; planned: Prisma.Decimal; used: Prisma.Decimal }[]>(Prisma.sql`
        SELECT substring(code from 1 for 2) AS grp, SUM(planned) AS planned, SUM(used) AS used
        FROM "PeriodicReportRow" WHERE report_id = ${latest.id} GROUP BY 1`)
    : [];
  const planned = new Map(plannedRows.map((r) => [r.grp, r]));
  const groups = ENTRY_GROUPS.map((g) => {
    const own = commitments.filter((c) => c.grp === g.code);
    return {
      code: g.code,
      name: g.name,
      planned: planned.get(g.code)?.planned ?? ZERO,
      used: planned.get(g.code)?.used ?? ZERO,
      committed: own.reduce((sum, c) => sum.add(c.committed), ZERO),
      invoiced: own.reduce((sum, c) => sum.add(c.invoiced), ZERO),
    };
  });
  const total = (key: 'planned' | 'used' | 'committed' | 'invoiced') => money(groups.reduce((sum, g) => sum.add(g[key]), ZERO));
  return {
    institution,
    year,
    planned_from: latest ? { id: latest.id, month: latest.month } : null,
    entry_groups: groups.map((g) => ({ ...g, planned: money(g.planned), used: money(g.used), committed: money(g.committed), invoiced: money(g.invoiced) })),
    totals: { planned: total('planned'), used: total('used'), committed: total('committed'), invoiced: total('invoiced') },
    periodic_reports: reports.map((r) => ({
      id: r.id,
      year: r.year,
      month: r.month,
      file_name: r.file_name,
      uploaded_by: r.uploaded_by,
      uploaded_at: r.uploaded_at.toISOString(),
      row_count: r.row_count,
      planned: money(r.planned),
      used: money(r.used),
      url: reportUrl(r.id),
    })),
    show_commitments: settings.show_commitments_in_overview,
    commitment_values: settings.show_commitments_in_overview
      ? commitments
          .sort((a, b) => b.id - a.id)
          .map((c) => ({
            id: c.id,
            reference_number: c.reference_number,
            subject: c.subject,
            financial_entry: c.financial_entry === null ? null : { id: c.financial_entry, name: c.entry_name ?? '' },
            entry_group: c.grp,
            committed: money(c.committed),
            invoiced: money(c.invoiced),
          }))
      : [],
  };
}

/** Years with a periodic report or an approved commitment in the caller's institutions, newest first. */
export async function availableYears(ctx: TAuthedContext, institutionIds: number[] | null): Promise<number[]> {
  if (institutionIds?.length === 0) return [];
  const reportScope = institutionIds ? Prisma.sql`WHERE institution_id IN (${Prisma.join(institutionIds)})` : Prisma.empty;
  const caseScope = institutionIds ? Prisma.sql`AND COALESCE(c.affected_institution_id, c.institution_id) IN (${Prisma.join(institutionIds)})` : Prisma.empty;
  const rows = await ctx.prisma.$queryRaw<{ year: number }[]>(Prisma.sql`
    SELECT year FROM "PeriodicReport" ${reportScope}
    UNION
    SELECT extract(year FROM c.created_at AT TIME ZONE 'Europe/Budapest')::int FROM "Case" c
    WHERE c.module = 'commitments' AND c.state IN (${Prisma.join(COMMITTED_STATES)}) ${caseScope}
    ORDER BY 1 DESC`);
  return rows.map((r) => r.year);
}
