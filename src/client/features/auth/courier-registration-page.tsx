import { Trans } from '@lingui/react/macro';

export function CourierRegistrationPage() {
  return (
    <main className="page">
      <h1>
        <Trans id="auth.courier_registration.title">Courier registration</Trans>
      </h1>
    </main>
  );
}
