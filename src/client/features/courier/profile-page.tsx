import { Trans } from '@lingui/react/macro';

export function ProfilePage() {
  return (
    <main className="page">
      <h1>
        <Trans id="courier.profile.title">Profile</Trans>
      </h1>
    </main>
  );
}
