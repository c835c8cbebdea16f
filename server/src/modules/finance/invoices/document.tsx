// Számla kísérőlap: the invoice's cover sheet, printed for the paper file and the booking: the
// invoice's fields, its split over the institutions (parts and amounts, summed) and the
// signatures of who registered and who approves it.
import type { TTx } from '../../../db/client.ts';
import { FieldTable } from '../../../pdf/document.tsx';
import { CaseDocument, DOCUMENT_HEAD_SELECT, Signatures } from '../../../pdf/frame.tsx';
import { institutionDisplayName } from '../../../core/institution-display.ts';
import { formatDateTime, formatMoney } from '@etanker/shared/format.ts';
import { Prisma } from '../../../generated/prisma/client.ts';
import { INVOICE_MANIFEST as MANIFEST } from './manifest.ts';

export async function InvoiceCoverPdf(tx: TTx, id: number) {
  const r = await tx.invoice.findUniqueOrThrow({
    where: { id },
    select: {
      ...MANIFEST.select,
      parts: { orderBy: { id: 'asc' }, select: { id: true, amount: true, institution: { select: { name: true, unit_code: true } } } },
      case: { select: DOCUMENT_HEAD_SELECT },
    },
  });
  const names = await MANIFEST.loadNames(tx, [r]);
  const { parts: _parts, ...fields } = MANIFEST.toApi(r, names);
  const sum = r.parts.reduce((total, p) => total.plus(p.amount), new Prisma.Decimal(0));
  return (
    <CaseDocument head={r.case} title="Számla kísérőlap">
      <FieldTable
        rows={[
          ...MANIFEST.pdfRows(fields),
          ['Intézmény', institutionDisplayName(r.case.institution)],
          ['Rögzítette', r.case.creator.name],
          ['Rögzítés ideje', formatDateTime(r.case.created_at)],
        ]}
      />
      {r.parts.length > 0 && (
        <table>
          <thead>
            <tr>
              <th>Intézmény</th>
              <th>Összeg</th>
            </tr>
          </thead>
          <tbody>
            {r.parts.map((p) => (
              <tr key={p.id}>
                <td>{institutionDisplayName(p.institution)}</td>
                <td>{formatMoney(p.amount.toString())}</td>
              </tr>
            ))}
            <tr>
              <th>Összesen</th>
              <th>{formatMoney(sum.toString())}</th>
            </tr>
          </tbody>
        </table>
      )}
      <Signatures signatories={[{ role: 'Rögzítette (pénzügyi referens)', name: r.case.creator.name }, { role: 'Jóváhagyta (központi pénzügy)' }]} />
    </CaseDocument>
  );
}
