// Menetlevél: the travel order of a booking, printed for the driver. The booking's fields (those
// marked `pdf`), the requester, and what the driver fills in on the road: the meter readings at
// departure and return, the distance, and the signatures.
import type { TTx } from '../../../db/client.ts';
import { FieldTable } from '../../../pdf/document.tsx';
import { CaseDocument, DOCUMENT_HEAD_SELECT, Signatures } from '../../../pdf/frame.tsx';
import { formatDateTime } from '@etanker/shared/format.ts';
import { stateLabel } from '@etanker/shared/states.ts';
import { CAR_BOOKING_MANIFEST as MANIFEST } from './manifest.ts';
import { INITIAL_STATE } from './rules.ts';

const ON_THE_ROAD = ['Km-óra állás induláskor', 'Km-óra állás érkezéskor', 'Megtett távolság (km)', 'Tankolás (liter / Ft)'];
const SIGNATORIES = [{ role: 'Gépjárművezető' }, { role: 'Utalványozó (iskolavezető)' }, { role: 'Gépjármű kiadója' }];

export async function CarBookingPdf(tx: TTx, id: number) {
  const r = await tx.carBooking.findUniqueOrThrow({
    where: { id },
    select: {
      ...MANIFEST.select,
      case: { select: { ...DOCUMENT_HEAD_SELECT, state: true } },
    },
  });
  const names = await MANIFEST.loadNames(tx, [r]);
  const booking = MANIFEST.toApi(r, names);
  return (
    <CaseDocument head={r.case} title="Menetlevél">
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
      <Signatures signatories={SIGNATORIES} />
    </CaseDocument>
  );
}
