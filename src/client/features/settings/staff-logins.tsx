import { useId, useState, type FormEvent } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { LENGTHS } from '#shared/constants.ts';
import { STAFF_NAME } from '#shared/schemas/staff.ts';
import type { StaffCreated, StaffLogin } from '#shared/schemas/staff-answers.ts';
import { api } from '../../lib/api-client.ts';
import { formatDateTime } from '../../lib/format.ts';
import { showError } from '../../lib/alerts.ts';
import './staff-logins.css';
import { WORDS } from '../../components/ui/words.ts';

/**
 * Staff logins of one pub (docs/product.md D4): the kitchen tablet signs in as `name@url_name` and sees
 * only this pub's orders. The owner lists, creates and revokes them here.
 */
const staffPath = (companyId: number, pubId: number) => `/api/company/${companyId}/pubs/${pubId}/staff`;

export const staffQueries = {
  all: (pubId: number) => ['staff-logins', pubId] as const,
  list: (companyId: number, pubId: number) =>
    queryOptions({
      queryKey: ['staff-logins', pubId, 'list'],
      queryFn: () => api.get<{ staff: StaffLogin[] }>(staffPath(companyId, pubId)).then((a) => a.staff),
    }),
};

export function StaffLogins({ companyId, pubId }: { companyId: number; pubId: number }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const list = useQuery(staffQueries.list(companyId, pubId));
  const invalidate = () => queryClient.invalidateQueries({ queryKey: staffQueries.all(pubId) });
  const revoke = useMutation({
    mutationKey: ['staff-logins', pubId, 'revoke'],
    mutationFn: (id: number) => api.delete(`${staffPath(companyId, pubId)}/${id}`),
    onSuccess: invalidate,
    onError: (error) => showError('settings.staff.revoke', error),
  });
  const [confirming, setConfirming] = useState<number | null>(null);

  return (
    <div className="stack staff-logins">
      <p className="muted">
        <Trans id="settings.staff.explain">
          A staff login sees only this venue's orders: no menus, settings or couriers. Use it on the kitchen tablet.
        </Trans>
      </p>
      {list.isError && (
        <p role="alert">
          <Trans id="settings.staff.load_failed">Could not load the staff logins.</Trans>
        </p>
      )}
      {list.data && list.data.length === 0 && (
        <p>
          <Trans id="settings.staff.empty">No staff logins yet.</Trans>
        </p>
      )}
      {list.data && list.data.length > 0 && (
        <ul className="staff-list" aria-label={t({ id: 'settings.staff.list', message: 'Staff logins' })}>
          {list.data.map(({ id, login, created_time: createdTime }) => (
            <li key={id} className="card row staff-item">
              <div className="staff-login">
                <strong>{login}</strong>
                <span className="muted">{formatDateTime(createdTime, i18n.locale)}</span>
              </div>
              {confirming === id ? (
                <div
                  className="row"
                  role="group"
                  aria-label={t({ id: 'settings.staff.confirm_group', message: `Revoke ${login}?` })}
                >
                  <button
                    type="button"
                    className="button button-danger"
                    disabled={revoke.isPending}
                    onClick={() => revoke.mutate(id, { onSettled: () => setConfirming(null) })}
                  >
                    <Trans id="settings.staff.confirm_revoke">Yes, revoke</Trans>
                  </button>
                  <button type="button" className="button button-secondary" onClick={() => setConfirming(null)}>
                    {i18n._(WORDS.cancel)}
                  </button>
                </div>
              ) : (
                <button
                  type="button"
                  className="button button-secondary"
                  aria-label={t({ id: 'settings.staff.revoke_login', message: `Revoke ${login}` })}
                  onClick={() => setConfirming(id)}
                >
                  <Trans id="settings.staff.revoke">Revoke</Trans>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <CreateStaff companyId={companyId} pubId={pubId} onCreated={invalidate} />
    </div>
  );
}

function CreateStaff({ companyId, pubId, onCreated }: { companyId: number; pubId: number; onCreated: () => void }) {
  const { t } = useLingui();
  const nameId = useId();
  const passwordId = useId();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [created, setCreated] = useState('');
  const create = useMutation({
    mutationKey: ['staff-logins', pubId, 'create'],
    mutationFn: () => api.post<StaffCreated>(staffPath(companyId, pubId), { name, password }),
    onSuccess: (answer) => {
      setCreated(answer.staff.login);
      setName('');
      setPassword('');
      setSubmitted(false);
      onCreated();
    },
    onError: (error) => showError('settings.staff.create', error),
  });
  const nameBad = !STAFF_NAME.test(name);
  const passwordBad = password.length < LENGTHS.password.min || password.length > LENGTHS.password.max;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (!nameBad && !passwordBad) create.mutate();
  };

  return (
    <form className="card stack" onSubmit={submit} noValidate aria-labelledby={`${nameId}-heading`}>
      <h3 id={`${nameId}-heading`}>
        <Trans id="settings.staff.new">New staff login</Trans>
      </h3>
      <div className="field">
        <label htmlFor={nameId}>{t({ id: 'settings.staff.name', message: 'Name' })}</label>
        <input
          id={nameId}
          value={name}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          onChange={(e) => setName(e.target.value.toLowerCase())}
          aria-invalid={submitted && nameBad ? true : undefined}
          aria-describedby={`${nameId}-hint`}
        />
        <p id={`${nameId}-hint`} className={submitted && nameBad ? 'field-error' : 'muted'}>
          <Trans id="settings.staff.name_invalid">2 to 32 characters: lowercase letters, digits, - or _</Trans>
        </p>
      </div>
      <div className="field">
        <label htmlFor={passwordId}>{t({ id: 'settings.staff.password', message: 'Password' })}</label>
        <input
          id={passwordId}
          type="password"
          value={password}
          autoComplete="new-password"
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={submitted && passwordBad ? true : undefined}
          aria-describedby={submitted && passwordBad ? `${passwordId}-error` : undefined}
        />
        {submitted && passwordBad && (
          <p id={`${passwordId}-error`} className="field-error">
            <Trans id="settings.staff.password_min">The password needs at least 8 characters</Trans>
          </p>
        )}
      </div>
      <div className="row">
        <button type="submit" className="button" disabled={create.isPending}>
          <Trans id="settings.staff.create">Create login</Trans>
        </button>
      </div>
      {created && (
        <p role="status">
          <Trans id="settings.staff.created">
            Created. Sign in on the tablet with {created} and the password you chose.
          </Trans>
        </p>
      )}
    </form>
  );
}
