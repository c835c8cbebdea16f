// The hiring dialog's rules (issue 23 item 9): it opens with the person the position proposes,
// and the server's 'Már létező dolgozó: …' (an employee with the typed tax id or e-mail) makes
// the user choose between linking that employee and changing the data.
import type { TFieldErrors } from '../../../api/translate.ts';

/** The server's prefix (server/src/modules/hr/employee-file.ts EXISTING_EMPLOYEE). */
const EXISTING_EMPLOYEE = 'Már létező dolgozó: ';

/** The new hire's first values: the position's school and proposed person. */
export function hirePrefill(position: Record<string, unknown>): Record<string, unknown> {
  const text = (key: string) => (typeof position[key] === 'string' ? position[key] : '');
  return {
    institution: position.institution,
    name: text('referred_person_name'),
    mothers_name: text('referred_person_mother_name'),
    birth_date: position.referred_person_birth_date ?? null,
  };
}

/** The 'Már létező dolgozó: …' message among the field errors, if the server answered one. */
export function existingEmployeeMessage(errors: TFieldErrors): string | null {
  for (const field of ['tax_number', 'email']) {
    const message = errors[field]?.find((m) => m.startsWith(EXISTING_EMPLOYEE));
    if (message) return message;
  }
  return null;
}
