// Demo room bookings of both schools over the current month, made through the engine, and the
// room reservations they sit next to (a reservation ending when a booking's occasion starts), so
// the calendars and szabad-termek/ show real neighbours: an approved weekly gym booking, a
// weekend one at the head of school, a hall booking at the technical referents, a rejected one.
import type { TAuthedContext } from '../../../access/context.ts';
import { createCase } from '../../../workflow/lifecycle.ts';
import { roomBookings } from './module.ts';
import { defineDemo, type TDemoRecordsKit } from '../../../../../prisma/seed/demo/kit.ts';

/** price_units and room_booking_payment_types keys (prisma/seed/lists/technical.ts). */
const HOUR = 1;
const OCCASION = 2;
const TRANSFER = 1;
const CASH = 2;

const pad = (n: number) => String(n).padStart(2, '0');
const weekly = (day_of_the_week: number, start_time: string, end_time: string) => ({ type: 'weekly', date: null, day_of_the_week, start_time, end_time });
const once = (date: string, start_time: string, end_time: string) => ({ type: 'one_time', date, day_of_the_week: null, start_time, end_time });

/** The n-th (1-based) given weekday (1 = Monday) of this month as 'YYYY-MM-DD'. */
function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  const first = (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() + 6) % 7;
  return `${year}-${pad(month)}-${pad(1 + ((weekday - 1 - first + 7) % 7) + (n - 1) * 7)}`;
}

async function roomId(ctx: TAuthedContext, name: string): Promise<number> {
  const room = await ctx.prisma.room.findFirstOrThrow({ where: { name }, select: { id: true } });
  return room.id;
}

async function seedDemoRoomBookings({ people, step }: TDemoRecordsKit): Promise<void> {
  const { requesterA, managerA, requesterB, managerB, technical, centre: finance } = people;
  const now = new Date();
  const [year, month] = [now.getFullYear(), now.getMonth() + 1];
  const monthStart = `${year}-${pad(month)}-01`;
  const monthEnd = `${year}-${pad(month)}-${pad(new Date(Date.UTC(year, month, 0)).getUTCDate())}`;
  const book = (ctx: TAuthedContext, fields: Record<string, unknown>) =>
    ctx.prisma.$transaction((tx) => createCase(tx, ctx, roomBookings, roomBookings.createInput.parse({ extra_field_answers: [], ...fields })));
  const reserve = (ctx: TAuthedContext, fields: Record<string, unknown>) =>
    ctx.prisma.$transaction((tx) => ctx.createRecord(tx, ctx, 'room_reservations', fields));
  const [gym, computers, hall, chemistry] = await Promise.all([
    roomId(requesterA, 'Tornaterem'),
    roomId(requesterA, 'Informatika terem'),
    roomId(requesterB, 'Díszterem'),
    roomId(requesterB, 'Kémia labor'),
  ]);

  // School 001: the PE department's practice ends when the basketball club's Tuesday starts.
  const secondTuesday = nthWeekday(year, month, 2, 2);
  await reserve(requesterA, {
    subject: 'Kosárlabda szakköri edzés',
    start_time: `${secondTuesday} 15:00`,
    end_time: `${secondTuesday} 17:00`,
    room: gym,
    participants: '10–11. évfolyam',
  });
  const club = await book(requesterA, {
    name: 'Debreceni Kosárlabda Egyesület',
    short_company_name: 'DKE',
    goal: 'Utánpótlás-edzések',
    rooms: [gym],
    address: { zip_code: '4032', city: 'Debrecen', address_1: 'Egyetem tér 1.' },
    seat_address: { zip_code: '4032', city: 'Debrecen', address_1: 'Egyetem tér 1.' },
    mailing_address: { zip_code: '4001', city: 'Debrecen', address_1: 'Pf. 45.' },
    registration_number: '09-02-0001234',
    tax_number: '18543212-1-09',
    bank_account_number: '11738008-20000002',
    representative: 'Szabó Péter',
    representative_position: 'elnök',
    contact_name: 'Varga Judit',
    contact_role: 'edző',
    contact_email: 'varga.judit@dke.example.hu',
    contact_phone: '+36 30 123 4567',
    start_date: monthStart,
    end_date: monthEnd,
    time_period: 'kedd, csütörtök 17:00–19:00',
    price_workday: 9500,
    price_weekend: 12000,
    price_unit: HOUR,
    payment_type: TRANSFER,
    required_attachment_types: [1, 3],
    service_scope: 'Öltözők és zuhanyzók használata',
    occasions: [weekly(2, '17:00', '19:00'), weekly(4, '17:00', '19:00')],
  });
  await step(requesterA, club, /Beküldés/);
  await step(managerA, club, /^Jóváhagyás/);
  await step(technical, club, /^Jóváhagyás/);
  await step(finance, club, /^Jóváhagyás/);

  // A Saturday course in the computer room right before a make-up lesson booked for the afternoon.
  const thirdSaturday = nthWeekday(year, month, 6, 3);
  const course = await book(requesterA, {
    name: 'Hajdú Informatikai Oktatóközpont Kft.',
    goal: 'Felnőttképzési tanfolyam (ECDL)',
    rooms: [computers],
    mailing_address: { zip_code: '4024', city: 'Debrecen', address_1: 'Piac utca 20.' },
    tax_number: '23456787-2-09',
    representative: 'Kiss Andrea',
    representative_position: 'ügyvezető',
    contact_email: 'kiss.andrea@hio.example.hu',
    start_date: thirdSaturday,
    end_date: thirdSaturday,
    price_workday: 30000,
    price_weekend: 45000,
    price_unit: OCCASION,
    payment_type: TRANSFER,
    occasions: [once(thirdSaturday, '08:00', '13:00')],
  });
  await reserve(requesterA, {
    subject: 'Informatika pótóra',
    start_time: `${thirdSaturday} 13:00`,
    end_time: `${thirdSaturday} 15:00`,
    room: computers,
    participants: '9.B osztály',
  });
  await step(requesterA, course, /Beküldés/);

  // School 002: a concert in the hall after the school's own rehearsal, and a rejected lab rental.
  const lastFriday = nthWeekday(year, month, 5, 4);
  await reserve(requesterB, {
    subject: 'Karácsonyi műsor főpróbája',
    start_time: `${lastFriday} 16:00`,
    end_time: `${lastFriday} 18:00`,
    room: hall,
    participants: 'Iskolai kórus',
  });
  const concert = await book(requesterB, {
    name: 'Cantemus Vegyeskar Egyesület',
    goal: 'Adventi hangverseny',
    rooms: [hall],
    mailing_address: { zip_code: '4400', city: 'Nyíregyháza', address_1: 'Széchenyi utca 9.' },
    representative: 'Fehér Katalin',
    representative_position: 'karnagy',
    contact_email: 'feher.katalin@cantemus.example.hu',
    start_date: lastFriday,
    end_date: lastFriday,
    price_workday: 15000,
    price_weekend: 20000,
    price_unit: HOUR,
    payment_type: CASH,
    occasions: [once(lastFriday, '18:00', '21:00')],
  });
  await step(requesterB, concert, /Beküldés/);
  await step(managerB, concert, /^Jóváhagyás/);

  const firstWednesday = nthWeekday(year, month, 3, 1);
  const lab = await book(requesterB, {
    name: 'Kovács és Társa Bt.',
    goal: 'Céges csapatépítő kísérletbemutató',
    rooms: [chemistry],
    mailing_address: { zip_code: '4400', city: 'Nyíregyháza', address_1: 'Dózsa György utca 3.' },
    contact_email: 'kovacs@kovacsbt.example.hu',
    start_date: firstWednesday,
    end_date: firstWednesday,
    price_workday: 40000,
    price_weekend: 40000,
    price_unit: OCCASION,
    occasions: [once(firstWednesday, '14:00', '18:00')],
  });
  await step(requesterB, lab, /Beküldés/);
  await step(managerB, lab, /^Elutasítás/, { reason: 'A kémia labor vegyszerei miatt külső rendezvényre nem adható bérbe.' });
}

export const roomBookingsDemo = defineDemo({ records: { order: 140, seed: seedDemoRoomBookings } });
