// Bérleti szerződés: the contract of a rent. The parties (the school letting its premises, the
// renter with its seat, mailing address and representative), the period, the occasions (weekly
// ones with the days they fall on), the price and the total, and the signatures.
import type { TTx } from '../../../db/client.ts';
import { FieldTable } from '../../../pdf/document.tsx';
import { CaseDocument, DOCUMENT_HEAD_SELECT, partyLine, Signatures } from '../../../pdf/frame.tsx';
import { OccasionsTable, type TOccasionRow } from '../../../workflow/occasions-table.tsx';
import { formatMoney } from '@etanker/shared/format.ts';
import { RENT_MANIFEST as MANIFEST } from './manifest.ts';

export async function RentContractPdf(tx: TTx, id: number) {
  const r = await tx.rent.findUniqueOrThrow({ where: { id }, select: { ...MANIFEST.select, case: { select: DOCUMENT_HEAD_SELECT } } });
  const names = await MANIFEST.loadNames(tx, [r]);
  const rent = MANIFEST.toApi(r, names);
  const school = r.case.institution;
  return (
    <CaseDocument head={r.case} title="Bérleti szerződés">
      <FieldTable rows={[['Bérbeadó', partyLine(school)], ...MANIFEST.pdfRows(rent)]} />
      <OccasionsTable occasions={rent.occasions as TOccasionRow[]} start={rent.start_date} end={rent.end_date} />
      <p>A bérlő a bérleti díjat, összesen {formatMoney(rent.total_price)} összeget, a bérbeadó által kiállított számla alapján fizeti meg.</p>
      <Signatures
        signatories={[
          { role: 'Bérbeadó', name: school.name },
          { role: 'Bérlő', name: [rent.name, rent.representative].filter(Boolean).join(', ') },
        ]}
      />
    </CaseDocument>
  );
}
