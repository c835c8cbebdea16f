// How a tender is named everywhere (spec 001 §3): 'name - code'.
export const tenderLabel = (t: { name: unknown; code: unknown }) => `${String(t.name)} - ${String(t.code)}`;
