import { useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Popup } from '../../components/ui/popup.tsx';

/**
 * The stop list from the board: a header button opens a panel where staff stop and
 * restore dishes and options without leaving the board. The panel itself is the menu feature's;
 * the route passes the panel in (routes/kitchen-board.tsx), so there is never a second stop list.
 */
export function StopListSlot({ pubId, panel }: { pubId: number; panel?: (pubId: number) => ReactNode }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button button-secondary stop-list-button" onClick={() => setOpen(true)}>
        <Trans id="orders.stop_list.open">Stop list</Trans>
      </button>
      <Popup
        open={open}
        onClose={() => setOpen(false)}
        title={t({ id: 'orders.stop_list.title', message: 'Stop list' })}
        wide
      >
        {open && panel?.(pubId)}
      </Popup>
    </>
  );
}
