// The fault report's PDF: the report's fields, its institutions, who reported it and when.
import type { TTx } from '../../../db/client.ts';
import { FieldTable } from '../../../pdf/document.tsx';
import { CaseDocument, DOCUMENT_HEAD_SELECT } from '../../../pdf/frame.tsx';
import { institutionDisplayName } from '../../../core/institution-display.ts';
import { formatDateTime } from '@etanker/shared/format.ts';
import { ERROR_REPORT_MANIFEST as MANIFEST } from './manifest.ts';

export async function ErrorReportPdf(tx: TTx, id: number) {
  const r = await tx.errorReport.findUniqueOrThrow({
    where: { id },
    select: {
      ...MANIFEST.select,
      case: { select: { ...DOCUMENT_HEAD_SELECT, affected_institution: { select: { name: true, unit_code: true } } } },
    },
  });
  const names = await MANIFEST.loadNames(tx, [r]);
  const affected = r.case.affected_institution;
  return (
    <CaseDocument head={r.case} title="Hibabejelentés">
      <FieldTable
        rows={[
          ...MANIFEST.pdfRows(MANIFEST.toApi(r, names)),
          ['Érintett intézmény', affected ? institutionDisplayName(affected) : ''],
          ['Bejelentő', r.case.creator.name],
          ['Bejelentés ideje', formatDateTime(r.case.created_at)],
        ]}
      />
    </CaseDocument>
  );
}
