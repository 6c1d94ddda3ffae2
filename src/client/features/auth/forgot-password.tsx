import { useId, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { SupportContacts } from './support-contacts.tsx';

/**
 * "Forgot your password?" under the sign-in form. The platform sends no e-mail: the platform support makes a
 * one-time reset link for the owner, so the panel says whom to ask.
 */
export function ForgotPassword() {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="forgot-password">
      <button
        type="button"
        className="forgot-toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        <Trans id="auth.forgot.toggle">Forgot your password?</Trans>
      </button>
      {open && (
        <div id={id} className="forgot-password-panel">
          <p>
            <Trans id="auth.forgot.text">
              Ask the platform support: they will send you a one-time link to set a new password.
            </Trans>
          </p>
          <SupportContacts />
        </div>
      )}
    </div>
  );
}
