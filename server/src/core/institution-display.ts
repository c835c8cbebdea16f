// How institutions are named and addressed everywhere (spec 000 §3).
export const institutionDisplayName = (i: { unit_code: string; name: string }) => (i.unit_code ? `${i.unit_code} - ${i.name}` : i.name);

export const institutionAddress = (i: { zip_code: string; city: string; address_1: string }) =>
  [[i.zip_code, i.city].filter(Boolean).join(' '), i.address_1].filter(Boolean).join(', ');

/** Hungarian alphabetical order (spec: "sorted by name"). */
export const huCollator = new Intl.Collator('hu');
