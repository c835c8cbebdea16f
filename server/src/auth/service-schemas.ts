// The payloads of the auth calls (Django rest-auth field names of the REST contract) and their messages.
import { z } from 'zod';

const ZNewPassword = z.string().min(8).max(128);

export const ZLoginInput = z.strictObject({ email: z.string().min(1).max(254), password: z.string().min(1).max(128) });
export type TLoginInput = z.infer<typeof ZLoginInput>;

export const ZPasswordChangeInput = z.strictObject({
  old_password: z.string().min(1).max(128),
  new_password1: ZNewPassword,
  new_password2: ZNewPassword,
});
export type TPasswordChangeInput = z.infer<typeof ZPasswordChangeInput>;

export const ZSetPasswordInput = z.strictObject({
  token: z.string().min(1).max(200),
  new_password1: ZNewPassword,
  new_password2: ZNewPassword,
});
export type TSetPasswordInput = z.infer<typeof ZSetPasswordInput>;

export const ZPasswordResetRequestInput = z.strictObject({ email: z.email() });
export type TPasswordResetRequestInput = z.infer<typeof ZPasswordResetRequestInput>;

export const AUTH_MESSAGES = {
  badCredentials: 'Hibás e-mail cím vagy jelszó.',
  wrongPassword: 'Hibás jelszó.',
  mismatch: 'A két jelszó nem egyezik.',
  loggedOut: 'Sikeres kijelentkezés.',
  passwordSaved: 'Az új jelszó elmentve.',
  badResetToken: 'A jelszómentő link érvénytelen vagy lejárt.',
  resetRequested: 'Ha az e-mail cím regisztrált felhasználóhoz tartozik, elküldtük rá a jelszó beállításához szükséges linket.',
} as const;
