// Óraadói megbízási szerződés: the contract between the school (megbízó) and the lecturer
// (megbízott) to sign: the lecturer's data for payroll, the tasks with their planned (and, once
// certified, final) quantities, the rate and the payment in whole forints, the usual clauses of a
// Ptk. 6:272. § assignment and the signatures.
import type { TTx } from '../../../db/client.ts';
import type { TRecordView } from '../../../workflow/define.ts';
import { FieldTable } from '../../../pdf/document.tsx';
import { CaseDocument, DOCUMENT_HEAD_SELECT, Signatures, ContractParties } from '../../../pdf/frame.tsx';
import { formatDate, formatMoney, formatNumber } from '@etanker/shared/format.ts';
import { LECTURER_CONTRACT_MANIFEST as MANIFEST } from './manifest.ts';

/** `view`: without the reader's right to the personal data, the lecturer is named without it. */
export async function LecturerContractPdf(tx: TTx, id: number, view: TRecordView) {
  const r = await tx.lecturerAssignmentContract.findUniqueOrThrow({
    where: { id },
    select: { ...MANIFEST.select, case: { select: { ...DOCUMENT_HEAD_SELECT, affected_institution: { select: { name: true } } } } },
  });
  const contract = MANIFEST.toApi(r, await MANIFEST.loadNames(tx, [r]));
  const school = r.case.institution;
  const unit = contract.payment_unit?.name.toLowerCase() ?? 'óra';
  return (
    <CaseDocument head={r.case} title="Óraadói megbízási szerződés">
      <ContractParties school={school} schoolRole="Megbízó" party={MANIFEST.pdfRows(contract, view)} partyRole="Megbízott" />
      <FieldTable
        rows={[
          ['Teljesítés helye', r.case.affected_institution?.name ?? school.name],
          ['A megbízás időtartama', `${formatDate(contract.start_date)} – ${formatDate(contract.end_date)}`],
        ]}
      />
      <table>
        <thead>
          <tr>
            <th>Feladat</th>
            <th>Tervezett ({unit})</th>
            <th>Tényleges ({unit})</th>
          </tr>
        </thead>
        <tbody>
          {contract.tasks.map((t) => (
            <tr key={t.id}>
              <td>{t.name}</td>
              <td>{formatNumber(t.planned_quantity)}</td>
              <td>{t.final_quantity === null ? '–' : formatNumber(t.final_quantity)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <FieldTable rows={[['Megbízási díj összesen', formatMoney(contract.total_payment)]]} />
      <ol>
        <li>A Megbízott a feladatokat személyesen, a Megbízó utasításai és a tanév rendje szerint látja el.</li>
        <li>
          A megbízási díj a teljesített mennyiség és a fenti díj szorzata; a Megbízó a teljesítésigazolást követően a Megbízott bankszámlájára utalja, a
          közterheket levonja és megfizeti.
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
