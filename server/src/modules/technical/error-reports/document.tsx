// The fault report's PDF: the report's fields, its institutions, who reported it and when.
import type { TTx } from '../../../db/client.ts';
import { DocumentLayout, FieldTable } from '../../../pdf/document.tsx';
import { institutionDisplayName } from '../../../core/institution-display.ts';
import { formatDateTime } from '@etanker/shared/format.ts';
import { ERROR_REPORT_MANIFEST as MANIFEST } from './manifest.ts';

export async function ErrorReportPdf(tx: TTx, id: number) {
  const r = await tx.errorReport.findUniqueOrThrow({
    where: { id },
    select: {
      ...MANIFEST.select,
      case: {
        select: {
          reference_number: true,
          created_at: true,
          creator: { select: { name: true } },
          institution: { select: { name: true, unit_code: true, zip_code: true, city: true, address_1: true } },
          affected_institution: { select: { name: true, unit_code: true } },
        },
      },
    },
  });
  const names = await MANIFEST.loadNames(tx, [r]);
  const affected = r.case.affected_institution;
  return (
    <DocumentLayout institution={r.case.institution} title="Hibabejelentés" referenceNumber={r.case.reference_number}>
      <FieldTable
        rows={[
          ...MANIFEST.pdfRows(MANIFEST.toApi(r, names)),
          ['Érintett intézmény', affected ? institutionDisplayName(affected) : ''],
          ['Bejelentő', r.case.creator.name],
          ['Bejelentés ideje', formatDateTime(r.case.created_at)],
        ]}
      />
    </DocumentLayout>
  );
}
