import type { TTx } from '../../../db/client.ts';
import { DocumentLayout, FieldTable } from '../../../pdf/document.tsx';
import { formatDateTime } from '@etanker/shared/format.ts';
import { SYSTEM_ERROR_REPORT_MANIFEST as MANIFEST } from './manifest.ts';

export async function SystemErrorReportPdf(tx: TTx, id: number) {
  const r = await tx.systemErrorReport.findUniqueOrThrow({
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
  const [title, category, description] = MANIFEST.pdfRows(MANIFEST.toApi(r, names));
  return (
    <DocumentLayout institution={r.case.institution} title="Rendszerhiba-bejelentés" referenceNumber={r.case.reference_number}>
      <FieldTable rows={[title, category, ['Bejelentő', r.case.creator.name], ['Bejelentés ideje', formatDateTime(r.case.created_at)], description]} />
    </DocumentLayout>
  );
}
