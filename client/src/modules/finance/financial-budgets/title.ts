// A budget's title: its type, year and school ('Működési keret 2026 – 001 - …').
const nameOf = (value: unknown) => (value && typeof value === 'object' && 'name' in value ? String(value.name) : '');

export const budgetTitle = (record: Record<string, unknown>) =>
  [`${nameOf(record.type) || 'Pénzügyi keret'} ${String(record.year ?? '')}`.trim(), nameOf(record.institution)].filter(Boolean).join(' – ');
