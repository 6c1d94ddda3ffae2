import { Trans } from '@lingui/react/macro';
import { BellIcon } from '../../components/ui/icons.tsx';

/**
 * Whenever the browser blocks audio, a plain notice that new orders will not chime and a button that
 * unlocks it with one tap (docs/product.md D9, D13).
 */
export function SoundBlockedNotice({ blocked, unlock }: { blocked: boolean; unlock: () => Promise<void> }) {
  if (!blocked) return null;
  return (
    <div className="sound-blocked" role="alert">
      <span>
        <Trans id="orders.sound.blocked">
          The browser has blocked sound: new orders will not chime until you tap the button.
        </Trans>
      </span>
      <button type="button" className="button button-danger sound-enable" onClick={() => void unlock()}>
        <BellIcon />
        <Trans id="orders.sound.enable">Enable sound</Trans>
      </button>
    </div>
  );
}

/** "Test sound": plays the new-order chime once, so the kitchen can check the tablet's volume. */
export function SoundTestButton({ test }: { test: () => void }) {
  return (
    <button type="button" className="button button-secondary" onClick={test}>
      <Trans id="orders.sound.test">Test sound</Trans>
    </button>
  );
}
