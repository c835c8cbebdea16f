// The columns of the orders' export (orders/export/).
import type { TExportColumn } from '../../../workflow/define.ts';

export const ORDER_COLUMNS: TExportColumn[] = [
  { header: 'Azonosító', key: 'id', type: 'number', width: 10 },
  { header: 'Állapot', key: 'state_name', width: 14 },
  { header: 'Intézmény', key: 'institution', width: 36 },
  { header: 'Megrendelő', key: 'user', width: 24 },
  { header: 'Kategória', key: 'category', width: 20 },
  { header: 'Megrendelve', key: 'created_at', width: 18 },
  { header: 'Jóváhagyva', key: 'verified_at', width: 18 },
  { header: 'Teljesítve', key: 'closed_at', width: 18 },
  { header: 'Visszavonva', key: 'cancelled_at', width: 18 },
  { header: 'Kötelezettségvállalás', key: 'commitment', width: 18 },
  { header: 'Nettó (Ft)', key: 'net_price', type: 'money', width: 14 },
  { header: 'ÁFA (Ft)', key: 'vat', type: 'money', width: 12 },
  { header: 'Bruttó (Ft)', key: 'gross_price', type: 'money', width: 14 },
];
