import { useState, type FormEvent } from 'react';
import { Alert, Button, Paper, PasswordInput, Title } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { trpc } from '../../api/trpc.ts';
import { useServerErrors } from '../../ui/useServerErrors.ts';
import { validate } from '@etanker/shared/validation.ts';
import { toast } from '../../ui/toasts.ts';
import { newPasswordErrors, PasswordFields, type TNewPassword } from './PasswordFields.tsx';

export function ChangePasswordPage() {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [oldPassword, setOldPassword] = useState('');
  const [value, setValue] = useState<TNewPassword>({ new_password1: '', new_password2: '' });
  const [localErrors, setLocalErrors] = useState<ReturnType<typeof newPasswordErrors> & { old_password?: string }>({});
  const server = useServerErrors();
  const change = trpc.auth.changePassword.useMutation({
    onSuccess: async () => {
      server.clear();
      await utils.core.me.refetch();
      toast('success', 'A jelszó módosítása sikerült.');
      navigate('/', { replace: true });
    },
    onError: server.fail,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const oldError = validate(oldPassword, [{ type: 'required' }]);
    const errors = { ...newPasswordErrors(value), ...(oldError ? { old_password: oldError } : {}) };
    setLocalErrors(errors);
    if (Object.keys(errors).length === 0) change.mutate({ old_password: oldPassword, ...value });
  };

  return (
    <Paper withBorder p="xl" maw={440} mx="auto">
      <Title order={1} size="h2" mb="md">
        Jelszó módosítása
      </Title>
      <form onSubmit={submit} noValidate>
        <PasswordInput
          label="Jelenlegi jelszó"
          autoComplete="current-password"
          value={oldPassword}
          onChange={(e) => setOldPassword(e.currentTarget.value)}
          error={localErrors.old_password ?? server.errorOf('old_password')}
          mb="sm"
        />
        <PasswordFields
          value={value}
          onChange={setValue}
          errors={{
            new_password1: localErrors.new_password1 ?? server.errorOf('new_password1'),
            new_password2: localErrors.new_password2 ?? server.errorOf('new_password2'),
          }}
        />
        {server.general && (
          <Alert color="red" mb="sm" role="alert">
            {server.general}
          </Alert>
        )}
        <Button type="submit" loading={change.isPending}>
          Jelszó módosítása
        </Button>
      </form>
    </Paper>
  );
}
