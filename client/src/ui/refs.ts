// An id-list field's value (the kit's `ids` kind): the server answers [{id, name}] and takes the
// ids; the form keeps the named refs, so a field shows its names without asking for the options
// (a reader without the named table's module).

export interface TRef {
  id: number;
  name: string;
}

const positiveId = (value: unknown): number | null => {
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
};

/** The refs of a value: the server's [{id, name}], or plain ids (named ''); anything else left out. */
export function toRefs(value: unknown): TRef[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item): TRef[] => {
    const named = typeof item === 'object' && item !== null && 'id' in item;
    const id = positiveId(named ? (item as { id: unknown }).id : item);
    if (id === null) return [];
    return [{ id, name: named && typeof (item as { name?: unknown }).name === 'string' ? (item as TRef).name : '' }];
  });
}

/** The ids a value sends, in its order. */
export const refIds = (value: unknown): number[] => toRefs(value).map((ref) => ref.id);
