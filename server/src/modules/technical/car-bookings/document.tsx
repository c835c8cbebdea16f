// Menetlevél: the travel order of a booking, printed for the driver. The booking's fields (those
// marked `pdf`), the requester, and what the driver fills in on the road: the meter readings at
// departure and return, the distance, and the signatures.
import type { TTx } from '../../../db/client.ts';
import { DocumentLayout, FieldTable } from '../../../pdf/document.tsx';
import { formatDateTime } from '@etanker/shared/format.ts';
import { stateLabel } from '@etanker/shared/states.ts';
import { CAR_BOOKING_MANIFEST as MANIFEST } from './manifest.ts';
import { INITIAL_STATE } from './rules.ts';

const ON_THE_ROAD = ['Km-óra állás induláskor', 'Km-óra állás érkezéskor', 'Megtett távolság (km)', 'Tankolás (liter / Ft)'];
const SIGNATURES = ['Gépjárművezető', 'Utalványozó (iskolavezető)', 'Gépjármű kiadója'];

export async function CarBookingPdf(tx: TTx, id: number) {
  const r = await tx.carBooking.findUniqueOrThrow({
    where: { id },
    select: {
      ...MANIFEST.select,
      case: {
        select: {
          reference_number: true,
          state: true,
          created_at: true,
          creator: { select: { name: true } },
          institution: { select: { name: true, unit_code: true, zip_code: true, city: true, address_1: true } },
        },
      },
    },
  });
  const names = await MANIFEST.loadNames(tx, [r]);
  const booking = MANIFEST.toApi(r, names);
  return (
    <DocumentLayout institution={r.case.institution} title="Menetlevél" referenceNumber={r.case.reference_number}>
      <FieldTable
        rows={[
          ...MANIFEST.pdfRows(booking),
          ['Gépjármű típusa', String((booking.car as { type?: string }).type ?? '')],
          ['Igénylő', r.case.creator.name],
          ['Igénylés ideje', formatDateTime(r.case.created_at)],
          ['Állapot', stateLabel(r.case.state, INITIAL_STATE)],
        ]}
      />
      <table>
        <tbody>
          {ON_THE_ROAD.map((label) => (
            <tr key={label}>
              <th scope="row" style={{ width: '35%' }}>
                {label}
              </th>
              <td style={{ height: '18pt' }} />
            </tr>
          ))}
        </tbody>
      </table>
      <table>
        <thead>
          <tr>
            {SIGNATURES.map((who) => (
              <th key={who}>{who}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            {SIGNATURES.map((who) => (
              <td key={who} style={{ height: '40pt' }} />
            ))}
          </tr>
        </tbody>
      </table>
    </DocumentLayout>
  );
}
