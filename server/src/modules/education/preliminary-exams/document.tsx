// Felvételi vizsga megbízási szerződés: the contract between the school (megbízó) and the teacher
// (megbízott) to sign: the teacher's data for payroll, the season and the organizing school, the
// planned (and, once certified, corrected) papers, the rates and the payment in whole forints,
// the usual clauses of a Ptk. 6:272. § assignment and the signatures.
import type { TTx } from '../../../db/client.ts';
import type { TRecordView } from '../../../workflow/define.ts';
import { CaseDocument, DOCUMENT_HEAD_SELECT, Signatures, ContractParties } from '../../../pdf/frame.tsx';
import { PRELIMINARY_EXAM_MANIFEST as MANIFEST } from './manifest.ts';

/** `view`: without the reader's right to the personal data, the teacher is named without it. */
export async function PreliminaryExamPdf(tx: TTx, id: number, view: TRecordView) {
  const r = await tx.preliminaryExam.findUniqueOrThrow({ where: { id }, select: { ...MANIFEST.select, case: { select: DOCUMENT_HEAD_SELECT } } });
  const contract = MANIFEST.toApi(r, await MANIFEST.loadNames(tx, [r]));
  const school = r.case.institution;
  return (
    <CaseDocument head={r.case} title="Felvételi vizsga megbízási szerződés">
      <ContractParties school={school} schoolRole="Megbízó" party={MANIFEST.pdfRows(contract, view)} partyRole="Megbízott" />
      <ol>
        <li>
          A Megbízott a központi írásbeli felvételi vizsga dolgozatait a javítási-értékelési útmutató szerint, személyesen javítja; felügyelet esetén a vizsga
          rendjét a vizsgaszabályzat szerint biztosítja.
        </li>
        <li>
          A megbízási díj a kijavított dolgozatok száma és a dolgozatonkénti díj szorzata, felügyelet esetén a felügyeleti díjjal; a Megbízó a
          teljesítésigazolást követően a Megbízott bankszámlájára utalja, a közterheket levonja és megfizeti.
        </li>
        <li>A szerződésben nem szabályozott kérdésekben a Polgári Törvénykönyv megbízásra vonatkozó szabályai (Ptk. 6:272. §) az irányadók.</li>
      </ol>
      <Signatures
        signatories={[
          { role: 'Megbízó', name: school.name },
          { role: 'Megbízott', name: contract.name },
        ]}
      />
    </CaseDocument>
  );
}
