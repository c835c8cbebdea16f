// A booking's rooms as the form holds them and the server takes them: room ids, in picking order.

/** The room ids of a value (the server's `rooms`, or the picker's strings), anything else left out. */
export const toRoomIds = (value: unknown): number[] =>
  Array.isArray(value)
    ? value
        .map((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v))
        .filter((v): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0)
    : [];
