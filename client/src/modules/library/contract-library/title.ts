// A contract's title: 'reference_number - title' as mind/ names it (spec 001 §7).
export const contractTitle = (record: Record<string, unknown>) =>
  [record.reference_number, record.title ?? 'Szerződés'].filter((part) => typeof part === 'string' && part !== '').join(' - ');
