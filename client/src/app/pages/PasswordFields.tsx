import { PasswordInput } from '@mantine/core';
import { validate } from '@etanker/shared/validation.ts';

export const MIN_PASSWORD_LENGTH = 8;

export interface TNewPassword {
  new_password1: string;
  new_password2: string;
}

export function newPasswordErrors(value: TNewPassword): Partial<Record<keyof TNewPassword, string>> {
  const first = validate(value.new_password1, [{ type: 'required' }, { type: 'minLength', n: MIN_PASSWORD_LENGTH }]);
  const second = validate(value.new_password2, [{ type: 'required' }]) ?? (value.new_password1 !== value.new_password2 ? 'A két jelszó nem egyezik' : null);
  return { ...(first ? { new_password1: first } : {}), ...(second ? { new_password2: second } : {}) };
}

/** The new password twice, with the spec's length rule. */
export function PasswordFields({
  value,
  onChange,
  errors,
}: {
  value: TNewPassword;
  onChange: (value: TNewPassword) => void;
  errors: Partial<Record<keyof TNewPassword, string | undefined>>;
}) {
  return (
    <>
      <PasswordInput
        label="Új jelszó"
        autoComplete="new-password"
        value={value.new_password1}
        onChange={(e) => onChange({ ...value, new_password1: e.currentTarget.value })}
        error={errors.new_password1}
        mb="sm"
      />
      <PasswordInput
        label="Új jelszó még egyszer"
        autoComplete="new-password"
        value={value.new_password2}
        onChange={(e) => onChange({ ...value, new_password2: e.currentTarget.value })}
        error={errors.new_password2}
        mb="sm"
      />
    </>
  );
}
