import type { FormEvent } from 'react';
import { Link, useSearch } from '@tanstack/react-router';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { REPEAT_PASSWORD_MISMATCH, companyFields } from '#shared/schemas/auth.ts';
import { fieldValidator } from '#shared/schemas/field-validator.ts';
import type { Validator } from '#shared/validators.ts';
import { api, ApiError } from '../../lib/api-client.ts';
import { showError } from '../../lib/alerts.ts';
import { allValid } from '../../components/ui/text-field.tsx';
import { AuthLayout } from './auth-layout.tsx';
import { SupportContacts } from './support-contacts.tsx';
import { NewPasswordField } from './account-fields.tsx';
import { useAccountForm } from './account-form.ts';

const password: Validator[] = [fieldValidator(companyFields.password)];

/**
 * Setting a new password from a one-time link the platform support sent (`?token=`). A used, expired or unknown
 * link says so and whom to ask for a new one; success leads to sign-in (every older session has ended).
 */
export function ResetPasswordPage() {
  const { t } = useLingui();
  const { token = '' } = useSearch({ strict: false }) as { token?: string };
  const reset = useMutation({
    mutationKey: ['auth', 'password-reset'],
    mutationFn: (body: { token: string; password: string }) =>
      api.post('/api/auth/password-reset', body, { noRefresh: true }),
    onError: (error) => {
      if (!(error instanceof ApiError && error.fields?.token)) showError('password_reset', error);
    },
  });
  const { form, bind, revealErrors } = useAccountForm({ password: '', repeat_password: '' }, reset.error);
  const repeat: Validator[] = [(v) => (v === form.password ? null : REPEAT_PASSWORD_MISMATCH)];
  const badLink = token === '' || Boolean(reset.error instanceof ApiError && reset.error.fields?.token);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    revealErrors();
    if (
      allValid([
        [form.password, password],
        [form.repeat_password, repeat],
      ])
    )
      reset.mutate({ token, password: form.password });
  };

  return (
    <AuthLayout title={<Trans id="auth.reset.title">New password</Trans>}>
      {reset.isSuccess ? (
        <div className="reset-done" role="status">
          <p>
            <Trans id="auth.reset.done">The password is changed. Sign in with the new one.</Trans>
          </p>
          <Link to="/admin/auth/authentication" className="button">
            <Trans id="auth.reset.to_login">Sign in</Trans>
          </Link>
        </div>
      ) : badLink ? (
        <div className="forgot-password-panel" role="alert">
          <p>
            <Trans id="auth.reset.bad_link">
              This link does not work: it was already used, has expired or is incomplete. Ask the platform support for a
              new one.
            </Trans>
          </p>
          <SupportContacts />
        </div>
      ) : (
        <form className="auth-form" onSubmit={submit} noValidate>
          <NewPasswordField
            label={t({ id: 'auth.reset.password', message: 'New password' })}
            {...bind('password', password)}
            autoFocus
          />
          <NewPasswordField
            label={t({ id: 'auth.field.repeat_password', message: 'Repeat password' })}
            {...bind('repeat_password', repeat)}
          />
          <button type="submit" className="button" disabled={reset.isPending}>
            <Trans id="auth.reset.submit">Save the new password</Trans>
          </button>
        </form>
      )}
    </AuthLayout>
  );
}
