// Stock-taking's states (MODULES.md §3.54, §3.55; values ours, DESIGN.md "Stock-taking"), read by
// the server's rules and the client's buttons and badges alike.

/** A stock item's status: not yet counted until a decision. */
export const STOCK_ITEM_STATUSES = {
  pending: 'Nincs leltározva',
  found: 'Megtalálva',
  missing: 'Nem található',
  to_scrap: 'Selejtezendő',
} as const;
export type TStockItemStatus = keyof typeof STOCK_ITEM_STATUSES;

/** The decision options on an item (decision_option); the quick "Ellenőrizve" sends '' and means found. */
export const STOCK_DECISION_OPTIONS = { found: 'Megtalálva', missing: 'Nem található', to_scrap: 'Selejtezendő' } as const;
export const QUICK_VERIFY_LABEL = 'Ellenőrizve';

export const EXTRA_STOCK_STATES = { open: 'Feldolgozásra vár', resolved: 'Feldolgozva' } as const;

/** An import's states: pending → processing → done / failed. */
export const STOCK_IMPORT_STATES = { pending: 'Várakozik', processing: 'Feldolgozás alatt', done: 'Kész', failed: 'Sikertelen' } as const;

/** The spec's "asset not found in inventory" in the words the client translates it to (client/src/api/translate.ts). */
export const ASSET_NOT_FOUND_MESSAGE = 'Az eszköz nem található a leltárban.';
