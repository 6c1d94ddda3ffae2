import { Trans } from '@lingui/react/macro';

export function LoginPage() {
  return (
    <main className="page">
      <h1>
        <Trans id="auth.login.title">Sign in</Trans>
      </h1>
    </main>
  );
}
