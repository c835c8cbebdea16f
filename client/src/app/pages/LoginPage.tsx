import { useState, type FormEvent } from 'react';
import { Alert, Button, PasswordInput, TextInput } from '@mantine/core';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { trpc } from '../../api/trpc.ts';
import { setToken } from '../../api/token.ts';
import { useServerErrors } from '../../ui/useServerErrors.ts';
import { validate } from '@etanker/shared/validation.ts';
import { loadingPathFor, sameSiteTarget, SESSION_EXPIRED_MESSAGE } from '../Guard.tsx';
import { resetAssets } from '../assets.ts';
import { PublicFrame } from './PublicFrame.tsx';

export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const sessionExpired = (useLocation().state as { sessionExpired?: boolean } | null)?.sessionExpired === true;
  const utils = trpc.useUtils();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [localErrors, setLocalErrors] = useState<{ email?: string; password?: string }>({});
  const server = useServerErrors();
  const login = trpc.auth.login.useMutation({
    onSuccess: async ({ key }) => {
      server.clear();
      setToken(key);
      resetAssets();
      await utils.invalidate();
      navigate(loadingPathFor(sameSiteTarget(params.get('next'))), { replace: true });
    },
    onError: server.fail,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors = {
      email: validate(email, [{ type: 'required' }, { type: 'email' }]) ?? undefined,
      password: validate(password, [{ type: 'required' }]) ?? undefined,
    };
    setLocalErrors(errors);
    if (!errors.email && !errors.password) login.mutate({ email, password });
  };

  const general = server.fieldErrors.non_field_errors?.join(' ') ?? server.general;
  return (
    <PublicFrame title="Belépés">
      <form onSubmit={submit} noValidate>
        {sessionExpired && !general && (
          <Alert color="yellow" mb="sm" role="status">
            {SESSION_EXPIRED_MESSAGE}
          </Alert>
        )}
        <TextInput
          label="E-mail cím"
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={localErrors.email ?? server.errorOf('email')}
          mb="sm"
        />
        <PasswordInput
          label="Jelszó"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={localErrors.password ?? server.errorOf('password')}
          mb="sm"
        />
        {general && (
          <Alert color="red" mb="sm" role="alert">
            {general}
          </Alert>
        )}
        <Button type="submit" fullWidth loading={login.isPending}>
          Belépés
        </Button>
      </form>
    </PublicFrame>
  );
}
