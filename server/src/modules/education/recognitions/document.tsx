// Felterjesztés elismerésre: the proposal the school sends up — the recognition, the candidate's
// data and career, their previous recognitions, the appreciation, the initiator, the candidate's
// declarations (the consents) and the signatures of the initiator, the head and the candidate.
import type { TTx } from '../../../db/client.ts';
import type { TRecordView } from '../../../workflow/define.ts';
import { FieldTable } from '../../../pdf/document.tsx';
import { CaseDocument, DOCUMENT_HEAD_SELECT, partyLine, Signatures } from '../../../pdf/frame.tsx';
import { formatDate } from '@etanker/shared/format.ts';
import { RECOGNITION_MANIFEST as MANIFEST } from './manifest.ts';

const DECLARATIONS = {
  consent_store_data: 'Hozzájárulok, hogy a felterjesztésben szereplő személyes adataimat az elismerés odaítéléséig és nyilvántartásáig kezeljék.',
  has_no_disqualification_reason: 'Kijelentem, hogy velem szemben az elismerés odaítélését kizáró ok nem áll fenn.',
  accept_recognition: 'Az elismerést odaítélése esetén elfogadom.',
  consent_publish_name: 'Hozzájárulok, hogy nevemet az elismertek között nyilvánosságra hozzák.',
} as const;

export async function RecognitionPdf(tx: TTx, id: number, view: TRecordView) {
  const r = await tx.recognition.findUniqueOrThrow({
    where: { id },
    select: { ...MANIFEST.select, case: { select: DOCUMENT_HEAD_SELECT } },
  });
  const proposal = MANIFEST.toApi(r, await MANIFEST.loadNames(tx, [r]));
  const declared = (Object.keys(DECLARATIONS) as (keyof typeof DECLARATIONS)[]).map((key) => `${proposal[key] ? '☒' : '☐'} ${DECLARATIONS[key]}`);
  return (
    <CaseDocument head={r.case} title="Felterjesztés elismerésre">
      <FieldTable rows={[['Felterjesztő intézmény', partyLine(r.case.institution)]]} />
      <FieldTable rows={MANIFEST.pdfRows(proposal, view)} />
      <table>
        <thead>
          <tr>
            <th>Korábbi elismerés</th>
            <th>Dátum</th>
          </tr>
        </thead>
        <tbody>
          {proposal.previous_recognitions.length === 0 ? (
            <tr>
              <td colSpan={2}>Nincs korábbi elismerése.</td>
            </tr>
          ) : (
            proposal.previous_recognitions.map((p) => (
              <tr key={p.id}>
                <td>{p.name}</td>
                <td>{p.date ? formatDate(p.date) : '–'}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
      <p>A jelölt nyilatkozatai:</p>
      <ul>
        {declared.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <Signatures
        signatories={[{ role: 'Kezdeményező', name: proposal.initiator_name }, { role: 'Intézményvezető' }, { role: 'Jelölt', name: proposal.candidate_name }]}
      />
    </CaseDocument>
  );
}
