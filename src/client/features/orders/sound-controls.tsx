import { Trans } from '@lingui/react/macro';
import { BellIcon } from '../../components/ui/icons.tsx';

/**
 * Whenever the browser blocks audio, a plain notice that new orders will not chime and a button that
 * unlocks it with one tap (docs/product.md D9, D13); and a "test sound" button.
 */
export function SoundControls({ blocked, unlock, test }: { blocked: boolean; unlock: () => Promise<void>; test: () => void }) {
  return (
    <div className="row sound-controls">
      {blocked && (
        <div className="sound-blocked" role="alert">
          <span>
            <Trans id="orders.sound.blocked">The browser has blocked sound: new orders will not chime until you tap the button.</Trans>
          </span>
          <button type="button" className="button button-danger sound-enable" onClick={() => void unlock()}>
            <BellIcon />
            <Trans id="orders.sound.enable">Enable sound</Trans>
          </button>
        </div>
      )}
      <button type="button" className="button button-secondary button-small" onClick={test}>
        <Trans id="orders.sound.test">Test sound</Trans>
      </button>
    </div>
  );
}
