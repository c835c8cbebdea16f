// The room booking's documents: the room use (rental) contract — the school letting its rooms,
// the renter's fields, the rooms, the occasions (weekly ones with the days they fall on), the
// prices and the total, the signatures — and the storno notice telling the renter the booking
// and all its occasions are void.
import type { TTx } from '../../../db/client.ts';
import { FieldTable } from '../../../pdf/document.tsx';
import { CaseDocument, DOCUMENT_HEAD_SELECT, partyLine, Signatures } from '../../../pdf/frame.tsx';
import { OccasionsTable, type TOccasionRow } from '../../../workflow/occasions-table.tsx';
import { formatDate, formatMoney } from '@etanker/shared/format.ts';
import { addressLine } from '../../../workflow/field-groups.ts';
import { ROOM_BOOKING_MANIFEST as MANIFEST } from './manifest.ts';

async function load(tx: TTx, id: number) {
  const r = await tx.roomBooking.findUniqueOrThrow({
    where: { id },
    select: { ...MANIFEST.select, case: { select: DOCUMENT_HEAD_SELECT } },
  });
  const names = await MANIFEST.loadNames(tx, [r]);
  const booking = MANIFEST.toApi(r, names);
  const rooms = await tx.room.findMany({
    where: { id: { in: booking.rooms.map((room) => room.id) } },
    select: { name: true, building: true },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
  });
  return {
    booking,
    head: r.case,
    roomNames: rooms.map((room) => (room.building ? `${room.name} (${room.building})` : room.name)).join(', '),
  };
}

export async function RoomBookingContractPdf(tx: TTx, id: number) {
  const { booking, head, roomNames } = await load(tx, id);
  return (
    <CaseDocument head={head} title="Teremhasználati (bérleti) szerződés">
      <FieldTable rows={[['Bérbeadó', partyLine(head.institution)], ['Bérelt termek', roomNames], ...MANIFEST.pdfRows(booking)]} />
      <OccasionsTable occasions={booking.occasions as TOccasionRow[]} start={booking.start_date} end={booking.end_date} />
      <p>
        A bérlő a terembérleti díjat, összesen {formatMoney(booking.total_price)} összeget (munkanapon {formatMoney(booking.price_workday)}, hétvégén és
        ünnepnapon {formatMoney(booking.price_weekend)} egységenként), a bérbeadó által kiállított számla alapján fizeti meg.
      </p>
      <Signatures
        signatories={[
          { role: 'Bérbeadó', name: head.institution.name },
          { role: 'Bérlő', name: [booking.name, booking.representative].filter(Boolean).join(', ') },
        ]}
      />
    </CaseDocument>
  );
}

export async function RoomBookingStornoPdf(tx: TTx, id: number) {
  const { booking, head, roomNames } = await load(tx, id);
  return (
    <CaseDocument head={head} title="Teremberlés sztornó értesítő">
      <FieldTable
        rows={[
          ['Bérbeadó', partyLine(head.institution)],
          ['Bérlő', booking.name],
          ['Levelezési cím', addressLine(booking.mailing_address)],
          ['Bérelt termek', roomNames],
          ['Időszak', `${formatDate(booking.start_date)} – ${formatDate(booking.end_date)}`],
          ['Teljes bérleti díj', formatMoney(booking.total_price)],
        ]}
      />
      <p>
        Értesítjük, hogy a fenti teremberlést ({head.reference_number}) sztornóztuk: valamennyi alkalma elmarad, a termeket ezekre az időpontokra nem foglaljuk
        le, bérleti díjat utánuk nem számlázunk. A már megfizetett díjat a bérbeadó visszatéríti.
      </p>
      <Signatures signatories={[{ name: head.institution.name }]} />
    </CaseDocument>
  );
}
