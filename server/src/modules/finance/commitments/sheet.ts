// The commitment and its product lines as one spreadsheet (generate_excel_sheet/, spec 001 §7).
import type { TTx } from '../../../db/client.ts';
import type { TSheetAnswer } from '../../../workflow/define.ts';
import { commitmentDetail } from './select.ts';

export async function commitmentSheet(tx: TTx, id: number, referenceNumber: string | null): Promise<TSheetAnswer> {
  const r = await commitmentDetail(tx, id);
  const head = { subject: r.subject, reference_number: referenceNumber };
  // Without product lines the commitment itself is the one line.
  const lines = r.products.length
    ? r.products.map((p) => ({ ...p, vat: p.vat.name }))
    : [{ name: r.subject, quantity: 1, unit: '', gross_price: r.cost, vat: r.vat.name, net_price: r.net_cost, total_price: r.cost }];
  return {
    filename: `kotelezettsegvallalas_${id}.xlsx`,
    sheetName: 'Kötelezettségvállalás',
    columns: [
      { header: 'Iktatószám', key: 'reference_number', width: 18 },
      { header: 'Tárgy', key: 'subject', width: 36 },
      { header: 'Tétel', key: 'name', width: 36 },
      { header: 'Mennyiség', key: 'quantity', type: 'number', width: 12 },
      { header: 'Egység', key: 'unit', width: 10 },
      { header: 'Bruttó egységár', key: 'gross_price', type: 'money', width: 16 },
      { header: 'ÁFA', key: 'vat', width: 8 },
      { header: 'Nettó', key: 'net_price', type: 'money', width: 16 },
      { header: 'Bruttó', key: 'total_price', type: 'money', width: 16 },
    ],
    rows: lines.map((line) => ({ ...head, ...line })),
  };
}
