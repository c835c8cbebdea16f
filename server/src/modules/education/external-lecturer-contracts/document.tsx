// Óraadói megbízási szerződés (old): the contract between the school (megbízó) and the lecturer
// (megbízott) to sign: the lecturer's data, the period, the tasks with their hours, the hourly
// rate and the payment in whole forints, the clauses of a Ptk. 6:272. § assignment and the
// signatures; an extension names the contract it extends.
import type { TTx } from '../../../db/client.ts';
import type { TRecordView } from '../../../workflow/define.ts';
import { FieldTable } from '../../../pdf/document.tsx';
import { CaseDocument, DOCUMENT_HEAD_SELECT, Signatures, ContractParties } from '../../../pdf/frame.tsx';
import { formatDate, formatMoney, formatNumber } from '@etanker/shared/format.ts';
import { EXTERNAL_LECTURER_MANIFEST as MANIFEST } from './manifest.ts';

/** `view`: without the reader's right to the personal data, the lecturer is named without it. */
export async function ExternalLecturerPdf(tx: TTx, id: number, view: TRecordView) {
  const r = await tx.externalLecturerContract.findUniqueOrThrow({ where: { id }, select: { ...MANIFEST.select, case: { select: DOCUMENT_HEAD_SELECT } } });
  const contract = MANIFEST.toApi(r, await MANIFEST.loadNames(tx, [r]));
  const school = r.case.institution;
  return (
    <CaseDocument head={r.case} title="Óraadói megbízási szerződés">
      <ContractParties school={school} schoolRole="Megbízó" party={MANIFEST.pdfRows(contract, view)} partyRole="Megbízott" />
      <FieldTable
        rows={[
          ['A megbízás időtartama', `${formatDate(contract.start_date)} – ${formatDate(contract.end_date)}`],
          ...(contract.original_contract ? [['Meghosszabbított szerződés', contract.original_contract.name] as [string, string]] : []),
        ]}
      />
      <table>
        <thead>
          <tr>
            <th>Tantárgy</th>
            <th>Osztály</th>
            <th>Helyszín</th>
            <th>Óraszám</th>
          </tr>
        </thead>
        <tbody>
          {contract.tasks.map((t) => (
            <tr key={t.id}>
              <td>{t.subject}</td>
              <td>{t.class_name}</td>
              <td>{t.location}</td>
              <td>{formatNumber(t.hours)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <FieldTable rows={[['Megbízási díj összesen', formatMoney(contract.total_payment)]]} />
      <ol>
        <li>A Megbízott a feladatokat személyesen, a Megbízó utasításai és a tanév rendje szerint látja el.</li>
        <li>A megbízási díj a megtartott órák száma és az óradíj szorzata; a Megbízó a teljesítésigazolást követően a Megbízott bankszámlájára utalja.</li>
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
