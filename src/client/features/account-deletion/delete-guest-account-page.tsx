import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorKey, FETCH_ERROR_KEY, SERVER_ERRORS } from '#shared/errors.ts';
import { api } from '../../lib/api-client.ts';
import type { PublicConfig } from '../../lib/public-config.ts';
import { pushAlert } from '../../lib/alerts.ts';
import { LanguageSwitcher } from '../../app/language-switcher.tsx';
import { deleteGuestAccount, IVALID_PHONE, phoneToSend } from './delete-guest-account.ts';
import { InputField } from '../../components/ui/field.tsx';
import './account-deletion.css';

const SOURCE = 'account_deletion';
const configQuery = {
  queryKey: ['config'],
  queryFn: () => api.get<PublicConfig>('/api/config', { noRefresh: true }),
  staleTime: 5 * 60_000,
};

/**
 * /admin/delete-client (docs/product.md S2, S5, S8): a guest deletes their account with phone and password.
 * The page app stores ask for; it never touches a company.
 */
export function DeleteGuestAccountPage() {
  const { t } = useLingui();
  const phoneId = useId();
  const config = useQuery(configQuery);
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [phoneInvalid, setPhoneInvalid] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const [sending, setSending] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setDeleted(false);
    const local = phoneToSend(phone);
    setPhoneInvalid(local === null);
    if (local === null) return;
    setSending(true);
    const result = await deleteGuestAccount(local, password);
    setSending(false);
    if (result.kind === 'deleted') {
      setPhone('');
      setPassword('');
      setDeleted(true);
    } else if (result.kind === 'unreadable') {
      pushAlert({
        source: SOURCE,
        type: 'danger',
        text: t({ id: 'account_deletion.something_went_wrong', message: 'something went wrong' }),
      });
    } else if (result.kind === 'network') {
      pushAlert({ source: SOURCE, type: 'danger', key: FETCH_ERROR_KEY });
    } else if (result.err === SERVER_ERRORS.invalidCredentials) {
      pushAlert({
        source: SOURCE,
        type: 'danger',
        text: t({ id: 'account_deletion.invalid_credentials', message: 'Wrong phone number or password' }),
      });
    } else {
      pushAlert({ source: SOURCE, type: 'danger', key: errorKey(result.err) });
    }
  }

  return (
    <main className="page page-narrow account-deletion">
      <div className="row">
        <span className="spacer" />
        <LanguageSwitcher />
      </div>
      <h1>
        <Trans id="account_deletion.title">Delete account</Trans>
      </h1>
      <p className="muted">
        <Trans id="account_deletion.explain">
          Deleting your account removes your name, phone numbers and addresses from your orders. Venues keep only what
          was ordered.
        </Trans>
      </p>
      <form className="card stack" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={phoneId}>
            <Trans id="account_deletion.phone">Phone number with country code</Trans>
          </label>
          <input
            id={phoneId}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="37369123456"
            value={phone}
            aria-invalid={phoneInvalid || undefined}
            aria-describedby={phoneInvalid ? `${phoneId}-error` : undefined}
            onChange={(e) => {
              setPhone(e.target.value);
              setPhoneInvalid(false);
            }}
          />
          {phoneInvalid && (
            <p id={`${phoneId}-error`} className="field-error" lang="en">
              {IVALID_PHONE}
            </p>
          )}
        </div>
        <InputField
          label={<Trans id="account_deletion.password">Password</Trans>}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <button type="submit" className="button button-danger" disabled={sending}>
          <Trans id="account_deletion.submit">Delete my account</Trans>
        </button>
        {deleted && (
          <p className="account-deletion-done" role="status">
            <Trans id="account_deletion.deleted">Your account has been deleted</Trans>
          </p>
        )}
      </form>
      {config.data?.support_email && (
        <p>
          <Trans id="account_deletion.forgot">Forgot your password?</Trans>{' '}
          <a href={`mailto:${config.data.support_email}`}>
            <Trans id="account_deletion.write_support">Write to support</Trans>
          </a>
        </p>
      )}
    </main>
  );
}
