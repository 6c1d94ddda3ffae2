import type { FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { notEmpty } from '#shared/validators.ts';
import { TextField, allValid } from '../../components/ui/text-field.tsx';
import { AuthLayout } from './auth-layout.tsx';
import { useLogin } from './api.ts';
import { ForgotPassword } from './forgot-password.tsx';
import { useAccountForm } from './account-form.ts';

/**
 * Sign in (docs/product.md S2): email (or a staff login name@venue) and password; the answer's role decides
 * where the user goes. A failure shows a danger alert under the source key "authentication".
 */
export function LoginPage() {
  const { t } = useLingui();
  const login = useLogin();
  // A refused sign-in is said by an alert, not under the fields: no server error to bind.
  const { form, bind, revealErrors } = useAccountForm({ email: '', password: '' }, null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    revealErrors();
    if (
      !allValid([
        [form.email, [notEmpty]],
        [form.password, [notEmpty]],
      ])
    )
      return;
    login.mutate({ email: form.email.trim(), password: form.password });
  };

  return (
    <AuthLayout
      title={<Trans id="auth.login.title">Sign in</Trans>}
      subtitle={<Trans id="auth.login.subtitle">Manage your venues, menus and orders</Trans>}
    >
      <form className="auth-form" onSubmit={submit} noValidate>
        <TextField
          label={t({ id: 'auth.field.email', message: 'Email' })}
          {...bind('email', [notEmpty])}
          type="text"
          inputMode="email"
          autoComplete="username"
          autoFocus
        />
        <TextField
          label={t({ id: 'auth.field.password', message: 'Password' })}
          {...bind('password', [notEmpty])}
          type="password"
          autoComplete="current-password"
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
