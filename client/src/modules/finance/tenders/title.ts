// A tender's title: 'name - code', closed ones marked (spec 001 §3).
import { tenderLabel } from '../../../ui/formatters.ts';

export const tenderTitle = (record: Record<string, unknown>) =>
  `${tenderLabel({ name: String(record.name ?? 'Pályázat'), code: record.code ? String(record.code) : null })}${record.closed ? ' (Lezárt)' : ''}`;
