// Tanulmányi szerződés: the contract between the school and the student to sign: the student's
// data, the type of the contract, the usual clauses and the signatures (the student's and, for a
// minor, the legal guardian's).
import type { TTx } from '../../../db/client.ts';
import type { TRecordView } from '../../../workflow/define.ts';
import { CaseDocument, DOCUMENT_HEAD_SELECT, Signatures, ContractParties } from '../../../pdf/frame.tsx';
import { STUDY_CONTRACT_MANIFEST as MANIFEST } from './manifest.ts';

/** `view`: without the reader's right to the personal data, the student is named without it. */
export async function StudyContractPdf(tx: TTx, id: number, view: TRecordView) {
  const r = await tx.studyContract.findUniqueOrThrow({ where: { id }, select: { ...MANIFEST.select, case: { select: DOCUMENT_HEAD_SELECT } } });
  const contract = MANIFEST.toApi(r, await MANIFEST.loadNames(tx, [r]));
  const school = r.case.institution;
  return (
    <CaseDocument head={r.case} title="Tanulmányi szerződés">
      <ContractParties school={school} schoolRole="Iskola" party={MANIFEST.pdfRows(contract, view)} partyRole="Tanuló" />
      <ol>
        <li>Az Iskola vállalja, hogy a Tanuló tanulmányait a szerződés típusa szerinti támogatással segíti.</li>
        <li>A Tanuló vállalja, hogy tanulmányait a képzési program szerint folytatja, és a tanulmányi kötelezettségeit teljesíti.</li>
        <li>A szerződésben nem szabályozott kérdésekben a szakképzésről szóló 2019. évi LXXX. törvény és a Polgári Törvénykönyv az irányadók.</li>
      </ol>
      <Signatures
        signatories={[{ role: 'Iskola', name: school.name }, { role: 'Tanuló', name: contract.name }, { role: 'Törvényes képviselő (kiskorú tanuló esetén)' }]}
      />
    </CaseDocument>
  );
}
