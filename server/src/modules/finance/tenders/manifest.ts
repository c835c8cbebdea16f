// The fields of a tender (spec 001 §3 Tender). attachments, commitments and amount_stat are
// answered by the module beside these (they are not columns of the tender).
import { boolean, date, ids, kept, money, staticKey, text } from '../../../workflow/fields.ts';
import { notBefore } from '@etanker/shared/cross-field-rules.ts';
import { modelManifest } from '../../../workflow/manifest-model.ts';

// Decimal(14, 2) in the table.
const MONEY = { min: 0, max: 999_999_999_999.99 } as const;

export const TENDER_MANIFEST = modelManifest(
  'Tender',
  {
    name: text('Megnevezés', { required: true, max: 300, width: 'wide', list: true, export: 40, orderBy: true }),
    code: text('Azonosító', { required: true, max: 100, list: true, export: 22, orderBy: true }),
    school_district: boolean('Tankerületi pályázat', { default: false, list: true, export: 10 }),
    institutions: ids('Intézmények', 'institution', { max: 200 }),
    amount: money('Összeg', { ...MONEY, required: true, list: true, export: 18, orderBy: true }),
    amount_operational: money('Működési összeg', { ...MONEY, default: 0, export: 18 }),
    amount_accumulation: money('Felhalmozási összeg', { ...MONEY, default: 0, export: 18 }),
    currency: staticKey('Pénznem', 'currencies', { default: 1, export: 10 }),
    start_date: date('Kezdete', { export: 12, orderBy: true }),
    end_date: date('Vége', { list: true, export: 12, orderBy: true }),
    deadline: date('Elszámolási határidő', { export: 12, orderBy: true }),
    closed: kept(boolean('Lezárt', { default: false, list: true, export: 8, filter: true, orderBy: true })),
  },
  {
    rules: [
      notBefore('end_date', 'start_date', 'A vége nem lehet korábbi a kezdeténél.'),
      {
        path: 'amount_operational',
        message: 'A működési és a felhalmozási összeg együtt nem lehet több a pályázat összegénél.',
        holds: (t) => Math.round(((t.amount_operational ?? 0) + (t.amount_accumulation ?? 0)) * 100) <= Math.round(t.amount * 100),
      },
    ],
  },
);
