// The summary's payroll sheet (számfejtési lap): the teacher, the month, each contract it sums
// with its period, hours, hourly rate and payment, the totals in whole forints, and the
// signatures of who made it, the head who approved it and payroll.
import type { TTx } from '../../../db/client.ts';
import type { TRecordView } from '../../../workflow/define.ts';
import { FieldTable } from '../../../pdf/document.tsx';
import { CaseDocument, DOCUMENT_HEAD_SELECT, Signatures } from '../../../pdf/frame.tsx';
import { formatDate, formatMoney, formatNumber } from '@etanker/shared/format.ts';
import { summedContracts } from './contracts.ts';

export async function ExtraTeachingSummaryPdf(tx: TTx, id: number, _view: TRecordView) {
  const r = await tx.extraTeachingSummary.findUniqueOrThrow({
    where: { id },
    select: { year: true, month: true, total_hours: true, total_payment: true, user: { select: { name: true } }, case: { select: DOCUMENT_HEAD_SELECT } },
  });
  const contracts = await summedContracts(tx, id);
  return (
    <CaseDocument head={r.case} title="Többlettanítás havi összesítő – számfejtési lap">
      <FieldTable
        rows={[
          ['Munkáltató', r.case.institution.name],
          ['Pedagógus', r.user.name],
          ['Időszak', `${r.year}. ${String(r.month).padStart(2, '0')}. hónap`],
        ]}
      />
      <table>
        <thead>
          <tr>
            <th>Szerződés</th>
            <th>Időszak</th>
            <th>Órák</th>
            <th>Óradíj</th>
            <th>Díj</th>
          </tr>
        </thead>
        <tbody>
          {contracts.map((c) => (
            <tr key={c.id}>
              <td>{c.case.reference_number ?? `#${c.id}`}</td>
              <td>{`${formatDate(c.start_date)} – ${formatDate(c.end_date)}`}</td>
              <td>{formatNumber(Number(c.total_hours))}</td>
              <td>{formatMoney(c.payment)}</td>
              <td>{formatMoney(c.total_payment)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <FieldTable
        rows={[
          ['Órák összesen', `${formatNumber(Number(r.total_hours))} óra`],
          ['Számfejtendő díj összesen', formatMoney(r.total_payment)],
        ]}
      />
      <p>A fenti órák megtartását igazolom; a díj a munkabérrel együtt számfejtendő.</p>
      <Signatures signatories={[{ role: 'Készítette', name: r.case.creator.name }, { role: 'Iskolavezető' }, { role: 'Bérszámfejtés' }]} />
    </CaseDocument>
  );
}
