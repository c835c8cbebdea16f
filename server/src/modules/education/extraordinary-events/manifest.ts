// The fields of an extraordinary event (spec 002 §3 "Extraordinary event", MODULES.md §3.36): what
// happened, who reported it, when and where, what was done and what followed. institution (with
// its OM code, module.ts) and state are the Case's.
import { z } from 'zod';
import { date, longText, text } from '../../../workflow/fields.ts';
import { modelManifest } from '../../../workflow/manifest-model.ts';
import { ZExtraFieldAnswers } from '../../../workflow/extra-fields.ts';
import { ZRowId } from '../../../http/schemas.ts';

const onPaper = { pdf: true } as const;

export const EXTRAORDINARY_EVENT_MANIFEST = modelManifest('ExtraordinaryEvent', {
  title: text('Megnevezés', { required: true, max: 200, list: true, export: 32, orderBy: true, ...onPaper }),
  description: longText('Az esemény leírása', { required: true, max: 10_000, width: 'wide', export: 60, ...onPaper }),
  reporter_name: text('Bejelentő neve', { required: true, max: 200, list: true, export: 24, ...onPaper }),
  reporter_role: text('Bejelentő beosztása', { max: 200, export: 20, ...onPaper }),
  reporter_contact: text('Bejelentő elérhetősége', { max: 200, export: 24, ...onPaper }),
  date: date('Az esemény napja', { required: true, list: true, export: 12, orderBy: true, ...onPaper }),
  time: text('Időpont', {
    max: 5,
    pattern: { regex: /^([01]\d|2[0-3]):[0-5]\d$/, message: 'Érvénytelen időpont, a helyes formátum: ÓÓ:PP.' },
    export: 8,
    ...onPaper,
  }),
  location: text('Helyszín', { max: 200, export: 24, ...onPaper }),
  measures_after: longText('Megtett intézkedések', { max: 10_000, width: 'wide', export: 48, ...onPaper }),
  events_after: longText('Az eseményt követő történések', { max: 10_000, width: 'wide', export: 48, ...onPaper }),
});

/** The input: the manifest's fields, the school (default: the reporter's own) and the extra fields' answers. */
export const ZExtraordinaryEventInput = EXTRAORDINARY_EVENT_MANIFEST.input.extend({ institution: ZRowId.optional(), extra_field_answers: ZExtraFieldAnswers });
export type TExtraordinaryEventInput = z.output<typeof ZExtraordinaryEventInput>;
