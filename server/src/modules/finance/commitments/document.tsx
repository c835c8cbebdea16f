import type { TTx } from '../../../db/client.ts';
import { FieldTable } from '../../../pdf/document.tsx';
import { CaseDocument, DOCUMENT_HEAD_SELECT } from '../../../pdf/frame.tsx';
import { formatDate, formatMoney, formatNumber } from '@etanker/shared/format.ts';
import { commitmentDetail } from './select.ts';

export async function CommitmentPdf(tx: TTx, id: number) {
  const [c, head] = await Promise.all([commitmentDetail(tx, id), tx.case.findUniqueOrThrow({ where: { id }, select: DOCUMENT_HEAD_SELECT })]);
  const partner = c.implementer_partner?.name ?? (c.implementer || (c.partner_unknown ? 'Ismeretlen partner' : ''));
  return (
    <CaseDocument head={head} title="Kötelezettségvállalási igény">
      <FieldTable
        rows={[
          ['Tárgy', c.subject],
          ['Leírás', c.description],
          ['Igénylő', head.creator.name],
          ['Igénylés dátuma', formatDate(head.created_at)],
          ['Szállító / kivitelező', partner],
          ['Fizetési mód', c.payment_type?.name ?? ''],
          ['Rovat', c.financial_entry?.name ?? ''],
          ['Pályázat', c.tender?.name ?? ''],
          ['Bruttó összeg', formatMoney(c.cost)],
          ['Nettó összeg', formatMoney(c.net_cost)],
          ['ÁFA', `${c.vat.name} (${formatMoney(c.vat_cost)})`],
          ['Jóváhagyott összeg', c.approved_cost === null ? '' : formatMoney(c.approved_cost)],
        ]}
      />
      {c.products.length > 0 && (
        <table>
          <thead>
            <tr>
              <th>Megnevezés</th>
              <th>Mennyiség</th>
              <th>Egységár (bruttó)</th>
              <th>ÁFA</th>
              <th>Nettó</th>
              <th>Bruttó</th>
            </tr>
          </thead>
          <tbody>
            {c.products.map((p) => (
              <tr key={p.id}>
                <td>{p.name}</td>
                <td>{`${formatNumber(p.quantity)} ${p.unit}`}</td>
                <td>{formatMoney(p.gross_price)}</td>
                <td>{p.vat.name}</td>
                <td>{formatMoney(p.net_price)}</td>
                <td>{formatMoney(p.total_price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </CaseDocument>
  );
}
