import { useState, type FormEvent } from 'react';
import { Alert, Button } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { trpc } from '../../api/trpc.ts';
import { useServerErrors } from '../../ui/useServerErrors.ts';
import { toast } from '../../ui/toasts.ts';
import { LOGIN_PATH } from '../Guard.tsx';
import { PublicFrame } from './PublicFrame.tsx';
import { newPasswordErrors, PasswordFields, type TNewPassword } from './PasswordFields.tsx';

/** /jelszo_mentese.html?token=…: the link of the invitation / reset e-mail. */
export function SetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [value, setValue] = useState<TNewPassword>({ new_password1: '', new_password2: '' });
  const [localErrors, setLocalErrors] = useState<ReturnType<typeof newPasswordErrors>>({});
  const server = useServerErrors();
  const setPassword = trpc.auth.setPassword.useMutation({
    onSuccess: () => {
      toast('success', 'A jelszó mentése sikerült, most már beléphet.');
      navigate(LOGIN_PATH, { replace: true });
    },
    onError: server.fail,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors = newPasswordErrors(value);
    setLocalErrors(errors);
    if (Object.keys(errors).length === 0) setPassword.mutate({ token: params.get('token') ?? '', ...value });
  };

  const general = server.fieldErrors.token?.join(' ') ?? server.fieldErrors.non_field_errors?.join(' ') ?? server.general;
  return (
    <PublicFrame title="Jelszó mentése">
      <form onSubmit={submit} noValidate>
        <PasswordFields
          value={value}
          onChange={setValue}
          errors={{
            new_password1: localErrors.new_password1 ?? server.errorOf('new_password1'),
            new_password2: localErrors.new_password2 ?? server.errorOf('new_password2'),
          }}
        />
        {general && (
          <Alert color="red" mb="sm" role="alert">
            {general}
          </Alert>
        )}
        <Button type="submit" fullWidth loading={setPassword.isPending}>
          Jelszó mentése
        </Button>
      </form>
    </PublicFrame>
  );
}
