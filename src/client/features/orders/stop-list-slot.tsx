import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Popup } from '../../components/ui/popup.tsx';

/**
 * The stop list from the board (issue 15 item 7): a header button opens a panel where staff stop and
 * restore dishes and options without leaving the board. The panel itself is the menu feature's (issue 14);
 * this is only its mount point, so there is never a second stop list.
 */
export function StopListSlot({ pubId }: { pubId: number }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button button-secondary stop-list-button" onClick={() => setOpen(true)}>
        <Trans id="orders.stop_list.open">Stop list</Trans>
      </button>
      <Popup open={open} onClose={() => setOpen(false)} title={t({ id: 'orders.stop_list.title', message: 'Stop list' })} wide>
        {/* LEAD (merge of #14): replace the next line with <StopListPanel pubId={pubId} />, lazy-loaded from features/menu. */}
        <p className="muted" data-stop-list-mount={pubId}><Trans id="orders.stop_list.soon">The stop list opens here.</Trans></p>
      </Popup>
    </>
  );
}
