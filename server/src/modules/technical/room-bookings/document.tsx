// The room booking's documents: the room use (rental) contract — the school letting its rooms,
// the renter's fields, the rooms, the occasions (weekly ones with the days they fall on), the
// prices and the total, the signatures — and the storno notice telling the renter the booking
// and all its occasions are void.
import type { TTx } from '../../../db/client.ts';
import { DocumentLayout, FieldTable } from '../../../pdf/document.tsx';
import { formatDate, formatMoney } from '@etanker/shared/format.ts';
import { isAllDay, occasionDates, OCCASION_TYPES, type TOccasion } from '../../../workflow/occasions.ts';
import { ROOM_BOOKING_MANIFEST as MANIFEST } from './manifest.ts';

const WEEKDAYS = ['hétfő', 'kedd', 'szerda', 'csütörtök', 'péntek', 'szombat', 'vasárnap'];

type TOccasionRow = TOccasion & { id: number };

async function load(tx: TTx, id: number) {
  const r = await tx.roomBooking.findUniqueOrThrow({
    where: { id },
    select: {
      ...MANIFEST.select,
      case: { select: { reference_number: true, institution: { select: { name: true, unit_code: true, zip_code: true, city: true, address_1: true } } } },
    },
  });
  const names = await MANIFEST.loadNames(tx, [r]);
  const booking = MANIFEST.toApi(r, names);
  const rooms = await tx.room.findMany({
    where: { id: { in: booking.rooms.map((room) => room.id) } },
    select: { name: true, building: true },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
  });
  const school = r.case.institution;
  return {
    booking,
    school,
    referenceNumber: r.case.reference_number,
    roomNames: rooms.map((room) => (room.building ? `${room.name} (${room.building})` : room.name)).join(', '),
    schoolAddress: [school.name, [school.zip_code, school.city].filter(Boolean).join(' '), school.address_1].filter(Boolean).join(', '),
  };
}

export async function RoomBookingContractPdf(tx: TTx, id: number) {
  const { booking, school, referenceNumber, roomNames, schoolAddress } = await load(tx, id);
  const occasions = booking.occasions as TOccasionRow[];
  const when = (o: TOccasionRow) =>
    o.type === 'weekly'
      ? `minden ${WEEKDAYS[(o.day_of_the_week ?? 1) - 1]} (${occasionDates(o, booking.start_date, booking.end_date).length} alkalom)`
      : formatDate(o.date);
  return (
    <DocumentLayout institution={school} title="Teremhasználati (bérleti) szerződés" referenceNumber={referenceNumber}>
      <FieldTable rows={[['Bérbeadó', schoolAddress], ['Bérelt termek', roomNames], ...MANIFEST.pdfRows(booking)]} />
      <table>
        <thead>
          <tr>
            <th>Típus</th>
            <th>Időpont</th>
            <th>Idő</th>
          </tr>
        </thead>
        <tbody>
          {occasions.map((o) => (
            <tr key={o.id}>
              <td>{OCCASION_TYPES[o.type]}</td>
              <td>{when(o)}</td>
              <td>{isAllDay(o) ? 'egész nap' : `${o.start_time}–${o.end_time}`}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        A bérlő a terembérleti díjat, összesen {formatMoney(booking.total_price)} összeget (munkanapon {formatMoney(booking.price_workday)}, hétvégén és
        ünnepnapon {formatMoney(booking.price_weekend)} egységenként), a bérbeadó által kiállított számla alapján fizeti meg.
      </p>
      <table>
        <thead>
          <tr>
            <th>Bérbeadó</th>
            <th>Bérlő</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td style={{ height: '40pt' }}>{school.name}</td>
            <td style={{ height: '40pt' }}>{[booking.name, booking.representative].filter(Boolean).join(', ')}</td>
          </tr>
        </tbody>
      </table>
    </DocumentLayout>
  );
}

export async function RoomBookingStornoPdf(tx: TTx, id: number) {
  const { booking, school, referenceNumber, roomNames, schoolAddress } = await load(tx, id);
  return (
    <DocumentLayout institution={school} title="Teremberlés sztornó értesítő" referenceNumber={referenceNumber}>
      <FieldTable
        rows={[
          ['Bérbeadó', schoolAddress],
          ['Bérlő', booking.name],
          ['Levelezési cím', booking.mailing_address],
          ['Bérelt termek', roomNames],
          ['Időszak', `${formatDate(booking.start_date)} – ${formatDate(booking.end_date)}`],
          ['Teljes bérleti díj', formatMoney(booking.total_price)],
        ]}
      />
      <p>
        Értesítjük, hogy a fenti teremberlést ({referenceNumber}) sztornóztuk: valamennyi alkalma elmarad, a termeket ezekre az időpontokra nem foglaljuk le,
        bérleti díjat utánuk nem számlázunk. A már megfizetett díjat a bérbeadó visszatéríti.
      </p>
      <table>
        <tbody>
          <tr>
            <td style={{ height: '40pt' }}>{school.name}</td>
          </tr>
        </tbody>
      </table>
    </DocumentLayout>
  );
}
