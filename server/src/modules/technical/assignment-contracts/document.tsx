// Megbízási szerződés: the contract between the school (megbízó) and the person (megbízott): the
// person's data for payroll (tax id, TAJ, bank account), the period, the usual clauses of a
// Ptk. 6:272. § assignment and the signatures. The period is printed as one sentence.
import type { TTx } from '../../../db/client.ts';
import type { TRecordView } from '../../../workflow/define.ts';
import { FieldTable } from '../../../pdf/document.tsx';
import { CaseDocument, DOCUMENT_HEAD_SELECT, Signatures, ContractParties } from '../../../pdf/frame.tsx';
import { formatDate } from '@etanker/shared/format.ts';
import { ASSIGNMENT_CONTRACT_MANIFEST as MANIFEST } from './manifest.ts';

/** `view`: without the reader's right to the personal data, the person is named without it. */
export async function AssignmentContractPdf(tx: TTx, id: number, view: TRecordView) {
  const r = await tx.assignmentContract.findUniqueOrThrow({
    where: { id },
    select: {
      ...MANIFEST.select,
      case: { select: { ...DOCUMENT_HEAD_SELECT, affected_institution: { select: { name: true } } } },
    },
  });
  const names = await MANIFEST.loadNames(tx, [r]);
  const contract = MANIFEST.toApi(r, names);
  const school = r.case.institution;
  const period = contract.open_ended
    ? `${formatDate(contract.start_date)} napjától határozatlan ideig`
    : `${formatDate(contract.start_date)} – ${formatDate(contract.end_date)}`;
  return (
    <CaseDocument head={r.case} title="Megbízási szerződés">
      <ContractParties school={school} schoolRole="Megbízó" party={MANIFEST.pdfRows(contract, view)} partyRole="Megbízott" />
      <FieldTable
        rows={[
          ['Teljesítés helye', r.case.affected_institution?.name ?? school.name],
          ['A megbízás időtartama', period],
        ]}
      />
      <ol>
        <li>A Megbízott a megbízást személyesen, a Megbízó utasításai szerint, a tőle elvárható gondossággal látja el.</li>
        <li>
          A megbízási díjat a Megbízó a teljesítésigazolást követően a Megbízott fenti bankszámlájára utalja; a közterheket a Megbízó vonja le és fizeti meg.
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
