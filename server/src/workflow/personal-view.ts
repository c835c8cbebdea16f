// A workflow module's personal data (fields flagged `personal`, manifest.ts personalKeys) in what
// it answers: details, list rows, export rows and PDFs carry it only for a reader of the record's
// personal data (access/personal-data.ts); for anyone else those keys are null. Applied by the
// engine (list.ts, detail.ts, documents.ts), so every module declaring the flag gets it.
import type { TTx } from '../db/client.ts';
import type { TCurrentUser } from '../auth/current-user.ts';
import { personalDataReadable } from '../access/personal-data.ts';
import type { TRecordView } from './define.ts';

interface TWithPersonal {
  manifest?: { personalKeys?: readonly string[] };
}

/** The views of the records `ids` (one query for a page or an export batch), and `hide`, which nulls a row's personal keys where its view lacks them. */
export async function personalViews(tx: TTx, user: TCurrentUser, def: TWithPersonal, ids: readonly number[]) {
  const keys = def.manifest?.personalKeys ?? [];
  const readable = keys.length ? await personalDataReadable(tx, user, ids) : () => true;
  return {
    view: (id: number): TRecordView => ({ personal: readable(id) }),
    /** The row itself, its personal keys set to null unless the user reads record `id`'s personal data. */
    hide<T extends object>(id: number, row: T): T {
      if (!readable(id)) for (const key of keys) if (key in row) Object.assign(row, { [key]: null });
      return row;
    },
  };
}
