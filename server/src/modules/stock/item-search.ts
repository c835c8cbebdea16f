// A stock item's search text (what `q` finds), the same whether the item was recorded by hand or
// came with an import.
import { normalizeSearch } from '@etanker/shared/format.ts';

export const stockItemSearchText = (d: { stock_number: string; item_sub_id: string; name: string; name_2: string; manufacturing_number: string }) =>
  normalizeSearch(`${d.stock_number} ${d.item_sub_id} ${d.name} ${d.name_2} ${d.manufacturing_number}`);
