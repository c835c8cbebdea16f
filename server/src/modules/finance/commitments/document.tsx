import type { TTx } from '../../../db/client.ts';
import { DocumentLayout, FieldTable } from '../../../pdf/document.tsx';
import { formatDate, formatMoney, formatNumber } from '@etanker/shared/format.ts';
import { staticItemNames } from '../../../workflow/static-items.ts';
import { COMMITMENT_DETAIL_SELECT, commitmentDetail } from './select.ts';

export async function CommitmentPdf(tx: TTx, id: number) {
  const row = await tx.commitment.findUniqueOrThrow({
    where: { id },
    select: {
      ...COMMITMENT_DETAIL_SELECT,
      case: {
        select: {
          reference_number: true,
          created_at: true,
          creator: { select: { name: true } },
          institution: { select: { name: true, unit_code: true, zip_code: true, city: true, address_1: true } },
        },
      },
    },
  });
  const c = commitmentDetail(row);
  const [entries, payments, vats] = await Promise.all([
    staticItemNames(tx, 'financial_entries'),
    staticItemNames(tx, 'payment_types'),
    staticItemNames(tx, 'vat'),
  ]);
  const partner = c.implementer_partner
    ? `${c.implementer_partner.name} (${c.implementer_partner.tax_id})`
    : c.implementer || (c.partner_unknown ? 'Ismeretlen partner' : '');
  return (
    <DocumentLayout institution={row.case.institution} title="Kötelezettségvállalási igény" referenceNumber={row.case.reference_number}>
      <FieldTable
        rows={[
          ['Tárgy', c.subject],
          ['Leírás', c.description],
          ['Igénylő', row.case.creator.name],
          ['Igénylés dátuma', formatDate(row.case.created_at)],
          ['Szállító / kivitelező', partner],
          ['Fizetési mód', c.payment_type ? (payments.get(c.payment_type) ?? '') : ''],
          ['Rovat', c.financial_entry ? (entries.get(c.financial_entry) ?? '') : ''],
          ['Pályázat', c.tender?.display_name ?? ''],
          ['Bruttó összeg', formatMoney(c.cost)],
          ['Nettó összeg', formatMoney(c.net_cost)],
          ['ÁFA', `${vats.get(c.vat) ?? ''} (${formatMoney(c.vat_cost)})`],
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
                <td>{vats.get(p.vat) ?? ''}</td>
                <td>{formatMoney(p.net_price)}</td>
                <td>{formatMoney(p.total_price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </DocumentLayout>
  );
}
