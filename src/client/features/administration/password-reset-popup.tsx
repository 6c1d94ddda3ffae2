import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Popup } from '../../components/ui/popup.tsx';
import { ActionRow } from '../../components/ui/popup-actions.tsx';
import type { ResetLink } from '#shared/schemas/auth-answers.ts';
import { api } from '../../lib/api-client.ts';
import { showError, showSuccess } from '../../lib/alerts.ts';
import { formatDateTime } from '../../lib/format.ts';
import './password-reset.css';

/**
 * "Reset password" of a company row: the admin makes a one-time link for the owner (valid 24 hours, replacing an
 * unused older one; audited on the server) and passes it on by phone or messenger.
 */
export function PasswordResetButton({ company }: { company: { id: number; name: string; email: string } }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const name = company.name;
  return (
    <>
      <button
        type="button"
        className="button button-small button-secondary"
        onClick={() => setOpen(true)}
        aria-label={t({ id: 'administration.reset.open_label', message: `Reset the password of ${name}` })}
      >
        <Trans id="administration.reset.open">Reset password</Trans>
      </button>
      {open && <ResetPopup company={company} onClose={() => setOpen(false)} />}
    </>
  );
}

function ResetPopup({
  company,
  onClose,
}: {
  company: { id: number; name: string; email: string };
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const create = useMutation({
    mutationKey: ['administration', 'password-reset'],
    mutationFn: () => api.post<ResetLink>(`/api/admin/companies/${company.id}/password-reset`),
    onError: (error) => showError('administration.reset', error),
  });
  const copy = (url: string) =>
    navigator.clipboard.writeText(url).then(
      () => showSuccess('administration.reset', t({ id: 'administration.reset.copied', message: 'Link copied' })),
      (error: unknown) => showError('administration.reset', error),
    );
  const email = company.email;
  return (
    <Popup
      open
      wide
      title={<Trans id="administration.reset.title">Reset password: {company.name}</Trans>}
      onClose={onClose}
    >
      {!create.data ? (
        <>
          <p>
            <Trans id="administration.reset.explain">
              A one-time link lets the owner ({email}) set a new password. It works once, for 24 hours, and signs the
              owner out everywhere. A newer link replaces an unused older one.
            </Trans>
          </p>
          <ActionRow
            label={<Trans id="administration.reset.create">Create link</Trans>}
            onAction={() => create.mutate()}
            disabled={create.isPending}
            leave="cancel"
            onLeave={onClose}
          />
        </>
      ) : (
        <div className="stack">
          <label htmlFor={`${id}-url`}>
            <Trans id="administration.reset.link">Send this link to the owner</Trans>
          </label>
          <input
            id={`${id}-url`}
            className="reset-link"
            readOnly
            value={create.data.reset_url}
            onFocus={(e) => e.target.select()}
          />
          <p className="muted">
            <Trans id="administration.reset.until">
              Valid until {formatDateTime(create.data.expiration_time_utc, i18n.locale)}, once.
            </Trans>
          </p>
          <ActionRow
            label={<Trans id="administration.reset.copy">Copy link</Trans>}
            onAction={() => copy(create.data.reset_url)}
            leave="close"
            onLeave={onClose}
          />
        </div>
      )}
    </Popup>
  );
}
