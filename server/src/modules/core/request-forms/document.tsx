import type { TTx } from '../../../db/client.ts';
import { FieldTable } from '../../../pdf/document.tsx';
import { CaseDocument, DOCUMENT_HEAD_SELECT } from '../../../pdf/frame.tsx';
import { formatDateTime } from '@etanker/shared/format.ts';
import { staticItemName } from '../../../workflow/static-items.ts';
import { extraFieldRows } from '../../../workflow/extra-field-text.ts';
import { REQUEST_FORM_AREA_LABELS, type TRequestFormArea } from './areas.ts';
import { REQUEST_FORM_CASE_MODULE } from './manifest.ts';

export async function RequestFormPdf(tx: TTx, id: number) {
  const r = await tx.requestForm.findUniqueOrThrow({
    where: { id },
    select: {
      module: true,
      type: true,
      description: true,
      case: { select: { ...DOCUMENT_HEAD_SELECT, affected_institution: { select: { name: true } } } },
    },
  });
  // What is requested: the description and the type's own extra fields (issue 23 item 2).
  const extra = (await extraFieldRows(tx, REQUEST_FORM_CASE_MODULE, [{ id, values: { type: r.type } }])).get(id) ?? [];
  return (
    <CaseDocument head={r.case} title="Kérvény">
      <FieldTable
        rows={[
          ['Terület', REQUEST_FORM_AREA_LABELS[r.module as TRequestFormArea] ?? r.module],
          ['Típus', await staticItemName(tx, 'request_form_types', r.type)],
          ['Érintett intézmény', r.case.affected_institution?.name ?? ''],
          ...extra,
          ['Leírás', r.description],
          ['Kérvényező', r.case.creator.name],
          ['Benyújtva', formatDateTime(r.case.created_at)],
        ]}
      />
    </CaseDocument>
  );
}
