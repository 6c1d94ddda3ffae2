import { Trans } from '@lingui/react/macro';

export function SettingsPage() {
  return (
    <main className="page">
      <h1>
        <Trans id="settings.title">Settings</Trans>
      </h1>
    </main>
  );
}
