// The fields of a commute verification (001 §3: employment{id,name}, commute_infos[]): the
// commute infos of an employment as declared for approval.
import { relation } from '../../../workflow/fields.ts';
import { modelManifest } from '../../../workflow/manifest-model.ts';
import { commuteInfoLines } from '../commute-infos.ts';

export const COMMUTE_VERIFICATION_MANIFEST = modelManifest('CommuteVerification', {
  employment: relation('Munkaviszony', 'employment', { required: true, width: 'wide', list: true, export: 40 }),
  commute_infos: commuteInfoLines('Munkába járási módok'),
});
