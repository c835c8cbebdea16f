import type { TTx } from '../../../db/client.ts';
import { DocumentLayout, FieldTable } from '../../../pdf/document.tsx';
import { formatDateTime } from '@etanker/shared/format.ts';
import { staticItemName } from '../../../workflow/static-items.ts';
import { REQUEST_FORM_AREA_LABELS, type TRequestFormArea } from './areas.ts';

export async function RequestFormPdf(tx: TTx, id: number) {
  const r = await tx.requestForm.findUniqueOrThrow({
    where: { id },
    select: {
      module: true,
      type: true,
      case: {
        select: {
          reference_number: true,
          created_at: true,
          creator: { select: { name: true } },
          affected_institution: { select: { name: true } },
          institution: { select: { name: true, unit_code: true, zip_code: true, city: true, address_1: true } },
        },
      },
    },
  });
  return (
    <DocumentLayout institution={r.case.institution} title="Kérvény" referenceNumber={r.case.reference_number}>
      <FieldTable
        rows={[
          ['Terület', REQUEST_FORM_AREA_LABELS[r.module as TRequestFormArea] ?? r.module],
          ['Típus', await staticItemName(tx, 'request_form_types', r.type)],
          ['Érintett intézmény', r.case.affected_institution?.name ?? ''],
          ['Kérvényező', r.case.creator.name],
          ['Benyújtva', formatDateTime(r.case.created_at)],
        ]}
      />
    </DocumentLayout>
  );
}
