import type { TTx } from '../../../db/client.ts';
import { FieldTable } from '../../../pdf/document.tsx';
import { CaseDocument, DOCUMENT_HEAD_SELECT } from '../../../pdf/frame.tsx';
import { formatDateTime } from '@etanker/shared/format.ts';
import { SYSTEM_ERROR_REPORT_MANIFEST as MANIFEST } from './manifest.ts';

export async function SystemErrorReportPdf(tx: TTx, id: number) {
  const r = await tx.systemErrorReport.findUniqueOrThrow({
    where: { id },
    select: {
      ...MANIFEST.select,
      case: { select: DOCUMENT_HEAD_SELECT },
    },
  });
  const names = await MANIFEST.loadNames(tx, [r]);
  const [title, category, description] = MANIFEST.pdfRows(MANIFEST.toApi(r, names));
  return (
    <CaseDocument head={r.case} title="Rendszerhiba-bejelentés">
      <FieldTable rows={[title, category, ['Bejelentő', r.case.creator.name], ['Bejelentés ideje', formatDateTime(r.case.created_at)], description]} />
    </CaseDocument>
  );
}
