// The fields of an inbox entry (spec 001 §3 Inbox entry): what arrived, from whom, and who handles
// it. The sender is a school, a partner or a private person (sender_type); the register number is
// the Case's reference_number (register-number.ts), institution the Case's.
import { z } from 'zod';
import { choice, date, relation, staticKey, text } from '../../../workflow/fields.ts';
import { modelManifest } from '../../../workflow/manifest-model.ts';
import { ZRowId } from '../../../http/schemas.ts';
import { MESSAGES } from '@etanker/shared/validation.ts';
import type { TCrossFieldRule } from '@etanker/shared/cross-field-rules.ts';

export const SENDER_TYPES = { institution: 'Intézmény', partner: 'Partner', private: 'Magánszemély' } as const;
type TSenderType = keyof typeof SENDER_TYPES;

/** Each sender field belongs to its sender type: given for it, empty for the others. */
const SENDER_FIELDS: Record<TSenderType, string> = { institution: 'sender_institution', partner: 'sender_partner', private: 'sender_private' };
const OTHER_SENDER = 'Ez a mező csak a kiválasztott küldőtípusnál adható meg.';
const SENDER_RULES: TCrossFieldRule[] = Object.entries(SENDER_FIELDS).flatMap(([type, field]) => [
  { kind: 'requiredWhen', field, when: 'sender_type', is: type, message: MESSAGES.required },
  ...Object.keys(SENDER_FIELDS)
    .filter((other) => other !== type)
    .map((other): TCrossFieldRule => ({ kind: 'emptyWhen', field, when: 'sender_type', is: other, message: OTHER_SENDER })),
]);

export const INBOX_ENTRY_MANIFEST = modelManifest(
  'InboxEntry',
  {
    type: staticKey('Irat típusa', 'inbox_entry_types', { required: true, list: true, export: 18, pdf: true, filter: true }),
    subject: text('Tárgy', { required: true, max: 300, width: 'wide', list: true, export: 40, pdf: true, orderBy: true }),
    sender_type: choice('Küldő típusa', { choices: SENDER_TYPES, default: 'partner', export: 14, pdf: true }),
    sender_institution: relation('Küldő intézmény', 'institution', { filter: true, list: true, export: 30, pdf: true }),
    sender_partner: relation('Küldő partner', 'partner', { filter: true, list: true, export: 30, pdf: true }),
    sender_private: text('Küldő magánszemély', { max: 200, list: true, export: 24, pdf: true }),
    arrival_date: date('Érkezés napja', { list: true, export: 12, pdf: true, orderBy: true }),
    handler: relation('Ügyintéző', 'user', { list: true, export: 24, pdf: true }),
    name: text('Irat megnevezése', { max: 200, export: 24, pdf: true }),
    external_id: text('Küldő iktatószáma', { max: 100, export: 18, pdf: true }),
    invoice_id: text('Számla sorszáma', { max: 100, export: 16, pdf: true }),
  },
  { rules: SENDER_RULES },
);

/** The input: the manifest's fields and the Case's institution (the register it goes into). */
export const ZInboxEntryInput = INBOX_ENTRY_MANIFEST.input.safeExtend({
  institution: ZRowId.optional().meta({ description: 'Az iktatókönyv intézménye (a rögzítő intézményei közül); megadása nélkül a rögzítő saját intézménye' }),
});
export type TInboxEntryInput = z.output<typeof ZInboxEntryInput>;
