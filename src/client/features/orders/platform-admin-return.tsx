import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { refreshToken } from '../../lib/api-client.ts';
import { readStored, STORAGE_KEYS, writeStored } from '../../lib/storage/keys.ts';
import { showError } from '../../lib/alerts.ts';
import { setParkedPlatformAdminSession } from '../../lib/session.ts';
import { closeAllOrderChannels } from './use-orders-live.ts';

/** Set by the administration screen when the platform admin enters a pub. */
function enteredAsPlatformAdmin(): boolean {
  return readStored(STORAGE_KEYS.platformAdminReturn, 'session') === '1';
}

/**
 * The way back for a platform admin who entered this pub (docs/product.md D4): the platform admin's own session
 * lives in its own cookie and comes back with refresh-token?as=admin.
 */
export function PlatformAdminReturn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  if (!enteredAsPlatformAdmin()) return null;
  const back = async () => {
    if (!(await refreshToken(true))) {
      writeStored(STORAGE_KEYS.platformAdminReturn, null, 'session');
      // A refused admin refresh clears the session: take the pub's own session back.
      await refreshToken();
      return showError('orders.admin_return', null);
    }
    writeStored(STORAGE_KEYS.platformAdminReturn, null, 'session');
    setParkedPlatformAdminSession(true);
    closeAllOrderChannels();
    queryClient.clear();
    await navigate({ to: '/administration/orders' });
  };
  return (
    <button type="button" className="button button-secondary button-small" onClick={() => void back()}>
      <Trans id="orders.admin_return">Back to administration</Trans>
    </button>
  );
}
