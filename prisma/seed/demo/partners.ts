// Demo partners: suppliers a Hungarian vocational school typically buys from.
import type { TPrisma } from '../../../server/src/db/client.ts';
import { normalizeSearch } from '@etanker/shared/format.ts';

const PARTNERS = [
  {
    name: 'Hajdú Irodaszer Kft.',
    tax_id: '10784525-2-09',
    note: 'Irodaszer, nyomtatópapír',
    zip_code: '4025',
    city: 'Debrecen',
    county: 'Hajdú-Bihar',
    address_1: 'Széchenyi utca 35.',
    phone: '+36 52 412 330',
    email: 'rendeles@hajduirodaszer.hu',
    bank_account_number: '11738008-20512349-00000002',
  },
  {
    name: 'Alföld-Informatika Zrt.',
    tax_id: '23412907-2-09',
    note: 'Informatikai eszközök és szolgáltatások',
    zip_code: '4031',
    city: 'Debrecen',
    county: 'Hajdú-Bihar',
    address_1: 'Kishegyesi út 263.',
    phone: '+36 52 530 410',
    email: 'ugyfelszolgalat@alfold-it.hu',
    bank_account_number: '10402142-50485056-50551006',
  },
  {
    name: 'Tisza Szerszám és Gép Kft.',
    tax_id: '12633786-2-43',
    note: 'Tanműhelyi szerszámok',
    zip_code: '1149',
    city: 'Budapest',
    county: 'Budapest',
    address_1: 'Mexikói út 9.',
    phone: '+36 1 251 8840',
    email: 'info@tiszaszerszam.hu',
    bank_account_number: '12010404-01582446-00100008',
  },
  {
    name: 'Szoboszló Vendéglátó Bt.',
    tax_id: '14560198-2-13',
    note: 'Rendezvények étkeztetése',
    zip_code: '4200',
    city: 'Hajdúszoboszló',
    county: 'Hajdú-Bihar',
    address_1: 'Hősök tere 6.',
    phone: '+36 52 557 210',
    email: 'iroda@szoboszlovendeglato.hu',
    bank_account_number: '11773016-06331879-00000009',
  },
  {
    name: 'Cívis Épületgépészet Kft.',
    tax_id: '25118740-2-09',
    note: 'Karbantartás, fűtésszerelés',
    zip_code: '4027',
    city: 'Debrecen',
    county: 'Hajdú-Bihar',
    address_1: 'Füredi út 14.',
    phone: '+36 30 455 7812',
    email: 'szerviz@civisepuletgepeszet.hu',
    bank_account_number: '11600006-00000000-44556678',
  },
];

export async function seedDemoPartners(prisma: TPrisma): Promise<void> {
  for (const partner of PARTNERS) {
    const search_text = normalizeSearch([partner.name, partner.tax_id, partner.note, partner.city].join(' '));
    const data = { ...partner, search_text };
    const existing = await prisma.partner.findFirst({ where: { tax_id: partner.tax_id }, select: { id: true } });
    if (existing) await prisma.partner.update({ where: { id: existing.id }, data, select: { id: true } });
    else await prisma.partner.create({ data, select: { id: true } });
  }
}
