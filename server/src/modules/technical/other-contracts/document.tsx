// The contract summary PDF: the contract's type, the company's identifiers and seat, the
// contracting school, who recorded it and when.
import type { TTx } from '../../../db/client.ts';
import { FieldTable } from '../../../pdf/document.tsx';
import { CaseDocument, DOCUMENT_HEAD_SELECT } from '../../../pdf/frame.tsx';
import { formatDateTime } from '@etanker/shared/format.ts';
import { OTHER_CONTRACT_MANIFEST as MANIFEST } from './manifest.ts';

export async function OtherContractPdf(tx: TTx, id: number) {
  const r = await tx.otherContract.findUniqueOrThrow({
    where: { id },
    select: {
      ...MANIFEST.select,
      case: { select: DOCUMENT_HEAD_SELECT },
    },
  });
  const names = await MANIFEST.loadNames(tx, [r]);
  return (
    <CaseDocument head={r.case} title="Egyéb szerződés – összesítő">
      <FieldTable
        rows={[
          ...MANIFEST.pdfRows(MANIFEST.toApi(r, names)),
          ['Intézmény', r.case.institution.name],
          ['Rögzítette', r.case.creator.name],
          ['Rögzítés ideje', formatDateTime(r.case.created_at)],
        ]}
      />
    </CaseDocument>
  );
}
