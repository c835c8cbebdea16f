// The contract summary PDF: the contract's type, the company's identifiers and seat, the
// contracting school, who recorded it and when.
import type { TTx } from '../../../db/client.ts';
import { DocumentLayout, FieldTable } from '../../../pdf/document.tsx';
import { formatDateTime } from '@etanker/shared/format.ts';
import { OTHER_CONTRACT_MANIFEST as MANIFEST } from './manifest.ts';

export async function OtherContractPdf(tx: TTx, id: number) {
  const r = await tx.otherContract.findUniqueOrThrow({
    where: { id },
    select: {
      ...MANIFEST.select,
      case: {
        select: {
          reference_number: true,
          created_at: true,
          creator: { select: { name: true } },
          institution: { select: { name: true, unit_code: true, zip_code: true, city: true, address_1: true } },
        },
      },
    },
  });
  const names = await MANIFEST.loadNames(tx, [r]);
  return (
    <DocumentLayout institution={r.case.institution} title="Egyéb szerződés – összesítő" referenceNumber={r.case.reference_number}>
      <FieldTable
        rows={[
          ...MANIFEST.pdfRows(MANIFEST.toApi(r, names)),
          ['Intézmény', r.case.institution.name],
          ['Rögzítette', r.case.creator.name],
          ['Rögzítés ideje', formatDateTime(r.case.created_at)],
        ]}
      />
    </DocumentLayout>
  );
}
