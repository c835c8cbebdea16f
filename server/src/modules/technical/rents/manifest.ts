// The fields of a rent and its occasions (spec 001 §3 Other rent; MODULES.md §3.44). Dates are
// 'YYYY-MM-DD'; an occasion's times 'HH:mm', both 08:00 by default (the whole day). The school
// and the reference number are the Case's; total_price is the server's (rules.ts).
import { z } from 'zod';
import { date, integer, kept, lines, money, staticKey, text } from '../../../workflow/fields.ts';
import { modelManifest } from '../../../workflow/manifest-model.ts';
import { addressGroup, MAILING_REQUIRED } from '../../../workflow/field-groups.ts';
import { ZExtraFieldAnswers } from '../../../workflow/extra-fields.ts';
import { ZRowId } from '../../../http/schemas.ts';
import { OCCASION_FIELDS, OCCASION_RULES } from '../../../workflow/occasions.ts';
import { notBefore } from '@etanker/shared/cross-field-rules.ts';

export { OCCASION_TYPES } from '../../../workflow/occasions.ts';
export const PERIOD_ORDER_MESSAGE = 'A bérlés vége nem lehet korábbi a kezdeténél.';

export const RENT_MANIFEST = modelManifest(
  'Rent',
  {
    name: text('Bérlő', { required: true, max: 300, width: 'wide', list: true, export: 36, orderBy: true, pdf: true }),
    address: addressGroup('Székhely', {}, 'Érvényes', { prefix: 'address_', pdf: true }),
    mailing_address: addressGroup('Levelezési cím', MAILING_REQUIRED, 'Érvényes', { prefix: 'mailing_', pdf: true }),
    representative: text('Képviselő', { max: 200, export: 24, pdf: true }),
    start_date: date('Kezdő dátum', { required: true, list: true, export: 14, orderBy: true, pdf: true }),
    end_date: date('Záró dátum', { required: true, list: true, export: 14, orderBy: true, pdf: true }),
    price: integer('Bérleti díj', { required: true, min: 0, max: 999_999_999, default: 0, suffix: 'Ft', export: 14, pdf: true }),
    price_unit: staticKey('Díj egysége', 'price_units', { export: 12, pdf: true }),
    occasions: lines('Alkalmak', OCCASION_FIELDS, { max: 200, order: 'id', rules: OCCASION_RULES }),
    total_price: kept(money('Teljes bérleti díj', { min: 0, max: 999_999_999_999_999, list: true, export: 16, orderBy: true, pdf: true })),
  },
  { rules: [notBefore('end_date', 'start_date', PERIOD_ORDER_MESSAGE)] },
);

/** The input: the manifest's fields, the school (default: the requester's own) and the extra fields' answers. */
export const ZRentInput = RENT_MANIFEST.input.extend({ institution: ZRowId.optional(), extra_field_answers: ZExtraFieldAnswers });
export type TRentInput = z.output<typeof ZRentInput>;
