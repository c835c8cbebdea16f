// Display formats of 000 §9: the shared pure formatters plus the spec's display names.
export { formatDate, formatDateTime, formatNumber, formatMoney, formatKm, parseDate, normalizeSearch } from '@etanker/shared/format.ts';
export { stateLabel, FLOW_STATES } from '@etanker/shared/states.ts';

/** An institution is shown as unit_code + ' - ' + name (000 §3). */
export function institutionLabel(institution: { name: string; unit_code?: string | null }): string {
  return institution.unit_code ? `${institution.unit_code} - ${institution.name}` : institution.name;
}

/** Institutions are sorted by name, in Hungarian order. */
export function sortInstitutions<T extends { name: string }>(institutions: readonly T[]): T[] {
  return [...institutions].sort((a, b) => a.name.localeCompare(b.name, 'hu'));
}

/** A partner is shown as name plus note, else name plus tax id (000 §3). */
export function partnerLabel(partner: { name: string; note?: string | null; tax_id?: string | null }): string {
  const extra = partner.note || partner.tax_id;
  return extra ? `${partner.name} (${extra})` : partner.name;
}

/** A tender is shown as 'name - code' (001 §3). */
export function tenderLabel(tender: { name: string; code?: string | null }): string {
  return tender.code ? `${tender.name} - ${tender.code}` : tender.name;
}
