// Álláshirdetés: the job posting of a position, its fields marked `pdf` in the manifest order,
// under the institution's letterhead.
import type { TTx } from '../../../db/client.ts';
import { DocumentLayout, FieldTable } from '../../../pdf/document.tsx';
import { institutionAddress } from '../../../core/institution-display.ts';
import { POSITION_MANIFEST } from './manifest.ts';

export async function PositionPdf(tx: TTx, id: number) {
  const [row, head] = await Promise.all([
    tx.position.findUniqueOrThrow({ where: { id }, select: POSITION_MANIFEST.select }),
    tx.case.findUniqueOrThrow({
      where: { id },
      select: { reference_number: true, institution: { select: { name: true, unit_code: true, zip_code: true, city: true, address_1: true } } },
    }),
  ]);
  const position = POSITION_MANIFEST.toApi(row, await POSITION_MANIFEST.loadNames(tx, [row]));
  const address = position.application_address;
  return (
    <DocumentLayout institution={head.institution} title="Álláshirdetés" referenceNumber={head.reference_number}>
      <FieldTable
        rows={[
          ['Munkáltató', head.institution.name],
          ...POSITION_MANIFEST.pdfRows(position),
          ['Jelentkezés postai címe', address.city ? institutionAddress(address) : ''],
        ]}
      />
    </DocumentLayout>
  );
}
