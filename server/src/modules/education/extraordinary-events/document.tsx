// Rendkívüli esemény bejelentése: the report the head of the school signs and files, with the
// school's OM code the centre files it under, the event's fields and the signatures.
import type { TTx } from '../../../db/client.ts';
import type { TRecordView } from '../../../workflow/define.ts';
import { FieldTable } from '../../../pdf/document.tsx';
import { CaseDocument, DOCUMENT_HEAD_SELECT, partyLine, Signatures } from '../../../pdf/frame.tsx';
import { EXTRAORDINARY_EVENT_MANIFEST as MANIFEST } from './manifest.ts';

export async function ExtraordinaryEventPdf(tx: TTx, id: number, view: TRecordView) {
  const r = await tx.extraordinaryEvent.findUniqueOrThrow({
    where: { id },
    select: {
      ...MANIFEST.select,
      case: { select: { ...DOCUMENT_HEAD_SELECT, institution: { select: { ...DOCUMENT_HEAD_SELECT.institution.select, om_code: true } } } },
    },
  });
  const event = MANIFEST.toApi(r, await MANIFEST.loadNames(tx, [r]));
  const school = r.case.institution;
  return (
    <CaseDocument head={r.case} title="Rendkívüli esemény bejelentése">
      <FieldTable
        rows={[
          ['Intézmény', partyLine(school)],
          ['OM azonosító', school.om_code || '–'],
        ]}
      />
      <FieldTable rows={MANIFEST.pdfRows(event, view)} />
      <Signatures signatories={[{ role: 'Bejelentő', name: event.reporter_name }, { role: 'Intézményvezető' }]} />
    </CaseDocument>
  );
}
