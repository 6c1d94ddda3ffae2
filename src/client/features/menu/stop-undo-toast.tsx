import { useAtom } from 'jotai';
import { Trans } from '@lingui/react/macro';
import { useNow } from '../../lib/use-now.ts';
import { lastStopAtom } from './atoms.ts';
import { useStopAction } from './stop-list-api.ts';
import './stop-undo-toast.css';

/** As long as the kitchen board offers its undo. */
export const STOP_UNDO_MS = 30_000;

/**
 * "Borș: sold out today · Undo (24 s)" after the one-tap stop of a dish card: the stop is taken back by bringing the
 * dish back on sale. It sits beside the dish column (below it on a narrow screen, where the page leaves room for it),
 * so it covers no card, and goes after 30 s, on undo or on closing it.
 */
export function StopUndoToast({ pubId }: { pubId: number }) {
  const [taken, setTaken] = useAtom(lastStopAtom);
  const now = useNow(1000);
  const stop = useStopAction(pubId);
  if (!taken || taken.pubId !== pubId) return null;
  // `now` may be a tick older than the stop: never count more than the window.
  const left = Math.ceil((STOP_UNDO_MS - Math.max(0, now - taken.at)) / 1000);
  if (left <= 0) return null;
  const name = taken.name;
  return (
    <div className="stop-undo-toast" role="status">
      <span className="stop-undo-text">
        <Trans id="menu.stop.undo.done">{name}: sold out today</Trans>
      </span>
      <button
        type="button"
        className="button stop-undo-button"
        disabled={stop.isPending}
        onClick={() => stop.mutate({ target: { dish_id: taken.dishId } }, { onSettled: () => setTaken(null) })}
      >
        <Trans id="menu.stop.undo.button">Undo ({left} s)</Trans>
      </button>
    </div>
  );
}
