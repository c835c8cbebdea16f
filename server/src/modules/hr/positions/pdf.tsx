// Álláshirdetés: the job posting of a position, its fields marked `pdf` in the manifest order,
// under the institution's letterhead.
import type { TTx } from '../../../db/client.ts';
import { FieldTable } from '../../../pdf/document.tsx';
import { CaseDocument, DOCUMENT_HEAD_SELECT } from '../../../pdf/frame.tsx';
import { institutionAddress } from '../../../core/institution-display.ts';
import { POSITION_MANIFEST } from './manifest.ts';

export async function PositionPdf(tx: TTx, id: number) {
  const [row, head] = await Promise.all([
    tx.position.findUniqueOrThrow({ where: { id }, select: POSITION_MANIFEST.select }),
    tx.case.findUniqueOrThrow({ where: { id }, select: DOCUMENT_HEAD_SELECT }),
  ]);
  const names = await POSITION_MANIFEST.loadNames(tx, [row]);
  const position = POSITION_MANIFEST.toApi(row, names);
  const address = position.application_address;
  return (
    <CaseDocument head={head} title="Álláshirdetés">
      <FieldTable
        rows={[
          ['Munkáltató', head.institution.name],
          ...POSITION_MANIFEST.pdfRows(position),
          ['Jelentkezés postai címe', address.city ? institutionAddress(address) : ''],
        ]}
      />
    </CaseDocument>
  );
}
