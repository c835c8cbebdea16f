/** A partner's display name (spec 000 §3): name plus note, else name plus tax id. */
export function partnerDisplayName(p: { name: string; note: string; tax_id: string }): string {
  return [p.name, p.note || p.tax_id].filter(Boolean).join(' ');
}
