import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';

/** "Already registered? Sign in" under both registration forms (company and courier). */
export function HaveAccountLinks() {
  const { t } = useLingui();
  return (
    <nav className="auth-links" aria-label={t({ id: 'auth.links', message: 'Other options' })}>
      <span>
        <Trans id="auth.registration.have_account">Already registered?</Trans>{' '}
        <Link to="/admin/auth/authentication">
          <Trans id="auth.registration.to_login">Sign in</Trans>
        </Link>
      </span>
    </nav>
  );
}
