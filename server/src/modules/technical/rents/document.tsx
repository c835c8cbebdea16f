// Bérleti szerződés: the contract of a rent. The parties (the school letting its premises, the
// renter with its seat, mailing address and representative), the period, the occasions (weekly
// ones with the days they fall on), the price and the total, and the signatures.
import type { TTx } from '../../../db/client.ts';
import { DocumentLayout, FieldTable } from '../../../pdf/document.tsx';
import { formatDate, formatMoney } from '@etanker/shared/format.ts';
import { RENT_MANIFEST as MANIFEST, OCCASION_TYPES } from './manifest.ts';
import { isAllDay, occasionDates } from './rules.ts';

const WEEKDAYS = ['hétfő', 'kedd', 'szerda', 'csütörtök', 'péntek', 'szombat', 'vasárnap'];

type TOccasionRow = { id: number; type: 'one_time' | 'weekly'; date: string | null; day_of_the_week: number | null; start_time: string; end_time: string };

export async function RentContractPdf(tx: TTx, id: number) {
  const r = await tx.rent.findUniqueOrThrow({
    where: { id },
    select: {
      ...MANIFEST.select,
      case: { select: { reference_number: true, institution: { select: { name: true, unit_code: true, zip_code: true, city: true, address_1: true } } } },
    },
  });
  const names = await MANIFEST.loadNames(tx, [r]);
  const rent = MANIFEST.toApi(r, names);
  const occasions = rent.occasions as TOccasionRow[];
  const school = r.case.institution;
  const when = (o: TOccasionRow) =>
    o.type === 'weekly'
      ? `minden ${WEEKDAYS[(o.day_of_the_week ?? 1) - 1]} (${occasionDates(o, rent.start_date, rent.end_date).length} alkalom)`
      : formatDate(o.date);
  return (
    <DocumentLayout institution={school} title="Bérleti szerződés" referenceNumber={r.case.reference_number}>
      <FieldTable
        rows={[
          ['Bérbeadó', [school.name, [school.zip_code, school.city].filter(Boolean).join(' '), school.address_1].filter(Boolean).join(', ')],
          ...MANIFEST.pdfRows(rent),
        ]}
      />
      <table>
        <thead>
          <tr>
            <th>Típus</th>
            <th>Időpont</th>
            <th>Idő</th>
          </tr>
        </thead>
        <tbody>
          {occasions.map((o) => (
            <tr key={o.id}>
              <td>{OCCASION_TYPES[o.type]}</td>
              <td>{when(o)}</td>
              <td>{isAllDay(o) ? 'egész nap' : `${o.start_time}–${o.end_time}`}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>A bérlő a bérleti díjat, összesen {formatMoney(rent.total_price)} összeget, a bérbeadó által kiállított számla alapján fizeti meg.</p>
      <table>
        <thead>
          <tr>
            <th>Bérbeadó</th>
            <th>Bérlő</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td style={{ height: '40pt' }}>{school.name}</td>
            <td style={{ height: '40pt' }}>{[rent.name, rent.representative].filter(Boolean).join(', ')}</td>
          </tr>
        </tbody>
      </table>
    </DocumentLayout>
  );
}
