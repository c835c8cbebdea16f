// Demo commute: commute infos of employments in both demo schools, the previous month's days
// saved with a travel home, and two frozen exports of it made as the centre's HR would (the
// verifications are commute-verifications' demo), so the month screens show every part.
import type { TPrisma } from '../../../db/client.ts';
import { monthDays, isWorkingDay } from '@etanker/shared/working-days.ts';
import { createExport } from './service.ts';
import { defineDemo, type TDemoRecordsKit } from '../../../../../prisma/seed/demo/kit.ts';

/** commute_types keys (prisma/seed/lists/hr.ts): 1 pass, 2 ticket, 3 own car, 4 bicycle. */
const INFOS: Record<string, { type: number; mileage_towards?: number; mileage_backwards?: number; monthly_cost?: number; sap_code: string }[]> = {
  'igenylo.a@etanker.local': [{ type: 3, mileage_towards: 23.5, sap_code: 'KH-001-01' }],
  'vezeto.a@etanker.local': [
    { type: 1, monthly_cost: 18_900, sap_code: 'KH-001-02' },
    { type: 2, monthly_cost: 450, sap_code: 'KH-001-02' },
  ],
  'olvaso@etanker.local': [{ type: 2, monthly_cost: 380, sap_code: 'KH-001-03' }],
  'igenylo.b@etanker.local': [{ type: 1, monthly_cost: 15_000, sap_code: 'KH-002-01' }],
  'vezeto.b@etanker.local': [{ type: 3, mileage_towards: 41.2, mileage_backwards: 39.8, sap_code: 'KH-002-02' }],
};

const pad = (n: number) => String(n).padStart(2, '0');

function previousMonth(today: Date) {
  const y = today.getUTCFullYear();
  const m = today.getUTCMonth(); // 0-based: this is the previous month's 1-based number
  return m === 0 ? { year: y - 1, month: 12 } : { year: y, month: m };
}

export async function seedDemoCommute(prisma: TPrisma, today = new Date()): Promise<void> {
  if ((await prisma.commuteInfo.count()) > 0) return;
  const m = previousMonth(today);
  const days = monthDays(m.year, m.month).filter((d) => isWorkingDay(d.date));
  for (const [email, infos] of Object.entries(INFOS)) {
    const employment = await prisma.employment.findFirstOrThrow({
      where: { user: { email } },
      select: { id: true, institution_id: true },
      orderBy: { id: 'asc' },
    });
    const created = [];
    for (const info of infos) {
      const row = await prisma.commuteInfo.create({
        data: {
          employment_id: employment.id,
          institution_id: employment.institution_id,
          type: info.type,
          mileage_towards: info.mileage_towards ?? 0,
          mileage_backwards: info.mileage_backwards ?? info.mileage_towards ?? 0,
          towards_backwards_is_same: info.mileage_backwards === undefined,
          monthly_cost: info.monthly_cost ?? null,
          sap_code: info.sap_code,
        },
        select: { id: true, type: true, monthly_cost: true },
      });
      created.push(row);
    }
    const daily = created[0];
    await prisma.employment.update({ where: { id: employment.id }, data: { default_commute_info_id: daily.id }, select: { id: true } });
    // Every working day but the 3rd and 4th (a day off), one day only there (a doctor's visit).
    const worked = days.filter((_, i) => i !== 2 && i !== 3);
    await prisma.commuteRecord.createMany({
      data: worked.map((d, i) => ({
        employment_id: employment.id,
        commute_info_id: daily.id,
        date: new Date(`${d.date}T00:00:00Z`),
        towards: true,
        backwards: i !== 5,
      })),
    });
    const passes = created.filter((c) => c.type === 1);
    await prisma.commutePassValidity.createMany({
      data: passes.map((p) => ({
        employment_id: employment.id,
        commute_info_id: p.id,
        start_date: new Date(`${m.year}-${pad(m.month)}-01T00:00:00Z`),
        end_date: new Date(Date.UTC(m.year, m.month, 0)),
        cost: p.monthly_cost ?? 0,
      })),
    });
    // The head of school 002 lives apart from the family and drives home twice a month.
    const livesApart = email === 'vezeto.b@etanker.local';
    await prisma.commuteMonth.create({
      data: {
        employment_id: employment.id,
        year: m.year,
        month: m.month,
        homecoming_type: livesApart ? 2 : null,
        homecoming_trips: livesApart ? 2 : 0,
        homecoming_distance: livesApart ? 182.5 : 0,
      },
      select: { id: true },
    });
  }
}

/** The previous month's exports of two employments, after their verifications. */
async function seedDemoExports({ people: { hr } }: TDemoRecordsKit): Promise<void> {
  const m = previousMonth(new Date());
  for (const email of ['igenylo.a@etanker.local', 'igenylo.b@etanker.local']) {
    const e = await hr.prisma.employment.findFirstOrThrow({ where: { user: { email } }, orderBy: { id: 'asc' }, select: { id: true } });
    await hr.prisma.$transaction((tx) => createExport(tx, hr, e.id, m, null));
  }
}

export const commuteDemo = defineDemo({ data: (prisma) => seedDemoCommute(prisma), records: { order: 60, seed: seedDemoExports } });
