// Megbízási szerződés (education other contract): the contract between the school (megbízó) and
// the person (megbízott) to sign: the person's data, what the contract is for, its period, the
// price per unit, the quantity and the total in whole forints, the tender it is paid from, the
// clauses of a Ptk. 6:272. § assignment and the signatures.
import type { TTx } from '../../../db/client.ts';
import type { TRecordView } from '../../../workflow/define.ts';
import { FieldTable } from '../../../pdf/document.tsx';
import { CaseDocument, DOCUMENT_HEAD_SELECT, Signatures, ContractParties } from '../../../pdf/frame.tsx';
import { formatDate, formatMoney } from '@etanker/shared/format.ts';
import { EDUCATION_OTHER_CONTRACT_MANIFEST as MANIFEST } from './manifest.ts';

/** `view`: without the reader's right to the personal data, the person is named without it. */
export async function EducationOtherContractPdf(tx: TTx, id: number, view: TRecordView) {
  const r = await tx.educationOtherContract.findUniqueOrThrow({ where: { id }, select: { ...MANIFEST.select, case: { select: DOCUMENT_HEAD_SELECT } } });
  const contract = MANIFEST.toApi(r, await MANIFEST.loadNames(tx, [r]));
  const school = r.case.institution;
  return (
    <CaseDocument head={r.case} title="Megbízási szerződés">
      <ContractParties school={school} schoolRole="Megbízó" party={MANIFEST.pdfRows(contract, view)} partyRole="Megbízott" />
      <FieldTable
        rows={[
          ['A megbízás időtartama', `${formatDate(contract.start_date)} – ${formatDate(contract.end_date)}`],
          ['Megbízási díj összesen', formatMoney(contract.total_price)],
        ]}
      />
      <ol>
        <li>A Megbízott a szerződés tárgyát képező feladatot személyesen, a Megbízó utasításai szerint látja el.</li>
        <li>
          A megbízási díj a teljesített egységek száma és az egységnyi díj szorzata; a Megbízó a teljesítésigazolást követően a Megbízott bankszámlájára utalja.
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
