// A year of school 001's incoming-mail register and a few entries of 002: letters of the centre,
// partners' invoices and contracts, parents' requests, registered week by week since January
// (numbers follow the days), most of them seen through, the newest ones waiting on each step.
import type { TAuthedContext } from '../../../access/context.ts';
import { createCase } from '../../../workflow/lifecycle.ts';
import { budapestInstant } from '@etanker/shared/date-time.ts';
import { toBudapestWallClock } from '@etanker/shared/format.ts';
import { inboxEntries } from './module.ts';
import { ZInboxEntryInput } from './manifest.ts';
import { defineDemo, type TDemoRecordsKit } from '../../../../../prisma/seed/demo/kit.ts';

/** Keys of inbox_entry_types (prisma/seed/lists/technical.ts). */
const TYPE = { letter: 1, invoice: 2, contract: 3, official: 4, parcel: 5 } as const;

type TSender = { institution: string } | { partner: string } | { private: string };
interface TTemplate {
  type: number;
  subject: string;
  name: string;
  sender: TSender;
  invoice?: true;
}

const CENTRE = { institution: '000' };
const TEMPLATES: readonly TTemplate[] = [
  { type: TYPE.official, subject: 'Tanévzáró ünnepség időpontjának egyeztetése', name: 'Körlevél', sender: CENTRE },
  { type: TYPE.invoice, subject: 'Irodaszer szállítás számlája', name: 'Számla', sender: { partner: 'Hajdú Irodaszer Kft.' }, invoice: true },
  { type: TYPE.letter, subject: 'Tanuló igazolatlan hiányzásával kapcsolatos megkeresés', name: 'Szülői levél', sender: { private: 'Kiss Józsefné' } },
  { type: TYPE.contract, subject: 'Szervizszerződés a számítógépterem eszközeire', name: 'Szerződéstervezet', sender: { partner: 'Alföld-Informatika Zrt.' } },
  { type: TYPE.official, subject: 'Belső ellenőrzési terv megküldése', name: 'Értesítés', sender: CENTRE },
  { type: TYPE.parcel, subject: 'Műhelyi szerszámok kiszállítása', name: 'Szállítólevél', sender: { partner: 'Tisza Szerszám és Gép Kft.' } },
  { type: TYPE.letter, subject: 'Bizonyítványmásodlat kérése', name: 'Kérelem', sender: { private: 'Horváth Bence' } },
  { type: TYPE.invoice, subject: 'Gázkazán karbantartásának számlája', name: 'Számla', sender: { partner: 'Cívis Épületgépészet Kft.' }, invoice: true },
];

const DAY_MS = 86_400_000;
/** Registered on every seventh day from 5 January to today. */
const WEEK = 7;

async function register(ctx: TAuthedContext, t: TTemplate, serial: number, day: Date, handler: number): Promise<number> {
  const prisma = ctx.prisma;
  const sender =
    'institution' in t.sender
      ? {
          sender_type: 'institution',
          sender_institution: (await prisma.institution.findFirstOrThrow({ where: { unit_code: t.sender.institution }, select: { id: true } })).id,
        }
      : 'partner' in t.sender
        ? { sender_type: 'partner', sender_partner: (await prisma.partner.findFirstOrThrow({ where: { name: t.sender.partner }, select: { id: true } })).id }
        : { sender_type: 'private', sender_private: t.sender.private };
  const input = ZInboxEntryInput.parse({
    type: t.type,
    subject: t.subject,
    name: t.name,
    handler,
    arrival_date: day.toISOString().slice(0, 10),
    external_id: 'institution' in t.sender ? `SZC/${serial}-2` : '',
    invoice_id: t.invoice ? `SZ-${String(1000 + serial)}` : '',
    ...sender,
  });
  const id = await prisma.$transaction((tx) => createCase(tx, ctx, inboxEntries, input));
  // The register's day: the entry was recorded the morning it arrived.
  const at = budapestInstant(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate(), 9, 0);
  await prisma.case.update({ where: { id }, data: { created_at: at, last_activity_at: at }, select: { id: true } });
  return id;
}

async function seedDemoInboxEntries({ people: p, step, as }: TDemoRecordsKit): Promise<void> {
  const office = await as('iroda@etanker.local');
  const schoolHr = await as('hr.a@etanker.local');
  const today = toBudapestWallClock(new Date())!;
  const days: Date[] = [];
  for (let d = Date.UTC(today.getUTCFullYear(), 0, 5); d <= today.getTime(); d += WEEK * DAY_MS) days.push(new Date(d));

  for (const [index, day] of days.entries()) {
    const template = TEMPLATES[index % TEMPLATES.length];
    const handler = template.type === TYPE.letter ? schoolHr.user.id : office.user.id;
    const id = await register(p.requesterA, template, index + 1, day, handler);
    const left = days.length - index;
    if (left === 1) continue;
    await step(p.requesterA, id, /^Beküldés/);
    if (left === 2) continue;
    // The newest three wait on each step whatever their template falls on (the weeks move it).
    if (template.type === TYPE.parcel && left > 3) {
      await step(p.managerA, id, /^Irattárba/, { reason: 'Tájékoztatásul, intézkedést nem igényel.' });
      continue;
    }
    await step(p.managerA, id, /^Szignálom/, { reason: 'Kérem intézkedni a határidőn belül.' });
    if (left === 3) continue;
    await step(office, id, /^Elintéztem/, { reason: 'Megválaszolva, iktatva.' });
  }

  for (const [index, template] of TEMPLATES.slice(0, 3).entries()) {
    const id = await register(p.requesterB, template, index + 1, days[Math.min(index, days.length - 1)], office.user.id);
    if (index > 0) await step(p.requesterB, id, /^Beküldés/);
  }
}

export const inboxEntriesDemo = defineDemo({ records: { order: 430, seed: seedDemoInboxEntries } });
