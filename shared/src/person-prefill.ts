// The person fields an assignment contract takes from an employee's HR file (kitolt/): the server
// answers exactly these (the client's picker, ui/PersonPicker.tsx, fills whatever kitolt/ answers).
/** The texts kitolt/ answers ('' when the file lacks them). */
export const PERSON_PREFILL_TEXTS = [
  'name',
  'birth_name',
  'address',
  'birth_place',
  'mothers_name',
  'tax_id',
  'social_security_number',
  'primary_job_name',
  'bank_name',
  'bank_account_number',
] as const;

/** Every field kitolt/ answers besides `user`: the texts and the birth date (null when the file lacks it). */
export const PERSON_PREFILL_KEYS = [...PERSON_PREFILL_TEXTS, 'birth_date'] as const;
