// Autóbusz-megrendelő: the request to the bus company. The trip's fields (those marked `pdf`),
// its timetable (the legs in departure order), who ordered it, and the signatures.
import type { TTx } from '../../../db/client.ts';
import { FieldTable } from '../../../pdf/document.tsx';
import { CaseDocument, DOCUMENT_HEAD_SELECT, Signatures } from '../../../pdf/frame.tsx';
import { formatDateTime } from '@etanker/shared/format.ts';
import { stateLabel } from '@etanker/shared/states.ts';
import { BUS_RENTAL_MANIFEST as MANIFEST } from './manifest.ts';
import { INITIAL_STATE } from './rules.ts';

const SIGNATORIES = [{ role: 'Megrendelő (iskolavezető)' }, { role: 'Műszaki referens' }, { role: 'Fuvarozó' }];

export async function BusRentalPdf(tx: TTx, id: number) {
  const r = await tx.busRental.findUniqueOrThrow({
    where: { id },
    select: {
      ...MANIFEST.select,
      case: { select: { ...DOCUMENT_HEAD_SELECT, state: true } },
    },
  });
  const names = await MANIFEST.loadNames(tx, [r]);
  const rental = MANIFEST.toApi(r, names);
  return (
    <CaseDocument head={r.case} title="Autóbusz-megrendelő">
      <FieldTable
        rows={[
          ...MANIFEST.pdfRows(rental),
          ['Megrendelő', r.case.creator.name],
          ['Igénylés ideje', formatDateTime(r.case.created_at)],
          ['Állapot', stateLabel(r.case.state, INITIAL_STATE)],
        ]}
      />
      <h2 style={{ fontSize: '12pt' }}>Menetrend</h2>
      <table>
        <thead>
          <tr>
            <th>#</th>
            <th>Indulás</th>
            <th>Honnan</th>
            <th>Hová</th>
            <th>Létszám</th>
            <th>Megjegyzés</th>
          </tr>
        </thead>
        <tbody>
          {rental.travels.map((leg, index) => (
            <tr key={leg.id}>
              <td>{index + 1}.</td>
              <td>{leg.departure}</td>
              <td>{leg.from}</td>
              <td>{leg.to}</td>
              <td>{leg.person_count} fő</td>
              <td>{leg.note}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Signatures signatories={SIGNATORIES} />
    </CaseDocument>
  );
}
