import { Trans } from '@lingui/react/macro';
import { BellIcon } from '../../components/ui/icons.tsx';

/** "Enable sound" when the browser blocks autoplay (one tap unlocks it), and a "test sound" button. */
export function SoundControls({ blocked, unlock, test }: { blocked: boolean; unlock: () => Promise<void>; test: () => void }) {
  return (
    <div className="row sound-controls">
      {blocked && (
        <button type="button" className="button button-danger sound-enable" onClick={() => void unlock()}>
          <BellIcon />
          <Trans id="orders.sound.enable">Enable sound</Trans>
        </button>
      )}
      <button type="button" className="button button-secondary button-small" onClick={test}>
        <Trans id="orders.sound.test">Test sound</Trans>
      </button>
    </div>
  );
}
