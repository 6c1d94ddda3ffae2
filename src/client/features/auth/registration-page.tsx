import { Trans } from '@lingui/react/macro';

export function RegistrationPage() {
  return (
    <main className="page">
      <h1>
        <Trans id="auth.registration.title">Registration</Trans>
      </h1>
    </main>
  );
}
