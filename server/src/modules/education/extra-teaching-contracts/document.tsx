// Többlettanítási szerződés: the contract between the school and its teacher for the month's
// hours beyond the mandatory ones, to sign: the teacher's data for payroll, the tasks with their
// planned (and, once held, final) hours, the hourly rate and the payment in whole forints.
import type { TTx } from '../../../db/client.ts';
import type { TRecordView } from '../../../workflow/define.ts';
import { FieldTable } from '../../../pdf/document.tsx';
import { CaseDocument, DOCUMENT_HEAD_SELECT, Signatures, ContractParties } from '../../../pdf/frame.tsx';
import { formatDate, formatMoney, formatNumber } from '@etanker/shared/format.ts';
import { EXTRA_TEACHING_CONTRACT_MANIFEST as MANIFEST } from './manifest.ts';

/** `view`: without the reader's right to the personal data, the teacher is named without it. */
export async function ExtraTeachingContractPdf(tx: TTx, id: number, view: TRecordView) {
  const r = await tx.extraTeachingContract.findUniqueOrThrow({ where: { id }, select: { ...MANIFEST.select, case: { select: DOCUMENT_HEAD_SELECT } } });
  const contract = MANIFEST.toApi(r, await MANIFEST.loadNames(tx, [r]));
  const school = r.case.institution;
  return (
    <CaseDocument head={r.case} title="Többlettanítási szerződés">
      <ContractParties
        school={school}
        schoolRole="Munkáltató"
        party={MANIFEST.pdfRows(contract, view)}
        partyRole="Pedagógus"
        purpose="a kötelező óraszámon felüli tanításra az alábbi feltételekkel"
      />
      <FieldTable rows={[['Időszak', `${formatDate(contract.start_date)} – ${formatDate(contract.end_date)}`]]} />
      <table>
        <thead>
          <tr>
            <th>Feladat</th>
            <th>Tervezett (óra)</th>
            <th>Megtartott (óra)</th>
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
      <FieldTable
        rows={[
          ['Órák összesen', `${formatNumber(contract.total_hours)} óra`],
          ['Díj összesen', formatMoney(contract.total_payment)],
        ]}
      />
      <ol>
        <li>A Pedagógus a fenti órákat a munkáltató utasításai és a tanév rendje szerint, a kötelező óraszámán felül tartja meg.</li>
        <li>A díj a megtartott órák és az óradíj szorzata; a munkáltató a havi összesítő alapján a munkabérrel együtt fizeti ki, a közterheket levonja.</li>
      </ol>
      <Signatures
        signatories={[
          { role: 'Munkáltató', name: school.name },
          { role: 'Pedagógus', name: contract.name },
        ]}
      />
    </CaseDocument>
  );
}
