import type { TTx } from '../../../db/client.ts';
import { DocumentLayout, FieldTable } from '../../../pdf/document.tsx';
import { formatDateTime } from '@etanker/shared/format.ts';
import { staticItemName } from '../../static-items.ts';

export async function SystemErrorReportPdf(tx: TTx, id: number) {
  const r = await tx.systemErrorReport.findUniqueOrThrow({
    where: { id },
    select: {
      title: true,
      description: true,
      category: true,
      case: {
        select: {
          reference_number: true,
          created_at: true,
          state: true,
          creator: { select: { name: true } },
          institution: { select: { name: true, unit_code: true, zip_code: true, city: true, address_1: true } },
        },
      },
    },
  });
  return (
    <DocumentLayout institution={r.case.institution} title="Rendszerhiba-bejelentés" referenceNumber={r.case.reference_number}>
      <FieldTable
        rows={[
          ['Tárgy', r.title],
          ['Kategória', await staticItemName(tx, 'error_report_categories', r.category)],
          ['Bejelentő', r.case.creator.name],
          ['Bejelentés ideje', formatDateTime(r.case.created_at)],
          ['Leírás', r.description],
        ]}
      />
    </DocumentLayout>
  );
}
