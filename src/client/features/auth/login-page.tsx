import { useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { notEmpty } from '#shared/validators.ts';
import { TextField, allValid } from '../../components/ui/text-field.tsx';
import { AuthLayout } from './auth-layout.tsx';
import { useLogin } from './api.ts';
import { ForgotPassword } from './forgot-password.tsx';

/**
 * Sign in (docs/product.md S2): email (or a staff login name@venue) and password; the answer's role decides
 * where the user goes. A failure shows a danger alert under the source key "authentication".
 */
export function LoginPage() {
  const { t } = useLingui();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showErrors, setShowErrors] = useState(false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setShowErrors(true);
    if (
      !allValid([
        [email, [notEmpty]],
        [password, [notEmpty]],
      ])
    )
      return;
    login.mutate({ email: email.trim(), password });
  };

  return (
    <AuthLayout
      title={<Trans id="auth.login.title">Sign in</Trans>}
      subtitle={<Trans id="auth.login.subtitle">Manage your venues, menus and orders</Trans>}
    >
      <form className="auth-form" onSubmit={submit} noValidate>
        <TextField
          label={t({ id: 'auth.field.email', message: 'Email' })}
          name="email"
          type="text"
          inputMode="email"
          autoComplete="username"
          value={email}
          onChange={setEmail}
          validators={[notEmpty]}
          showErrors={showErrors}
          autoFocus
        />
        <TextField
          label={t({ id: 'auth.field.password', message: 'Password' })}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          validators={[notEmpty]}
          showErrors={showErrors}
        />
        <button type="submit" className="button" disabled={login.isPending}>
          <Trans id="auth.login.submit">Sign in</Trans>
        </button>
      </form>
      <ForgotPassword />
      <nav className="auth-links" aria-label={t({ id: 'auth.links', message: 'Other options' })}>
        <span>
          <Trans id="auth.login.no_account">No account yet?</Trans>{' '}
          <Link to="/admin/auth/registration" search={{ tariff: undefined }}>
            <Trans id="auth.login.to_registration">Register your company</Trans>
          </Link>
        </span>
        <span>
          <Trans id="auth.login.courier">Are you a courier?</Trans>{' '}
          <Link to="/courier/auth/registration">
            <Trans id="auth.login.to_courier_registration">Register as a courier</Trans>
          </Link>
        </span>
      </nav>
    </AuthLayout>
  );
}
