import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { refreshToken } from '../../lib/api-client.ts';
import { setParkedAdminSession } from '../../lib/session.ts';
import { showError } from '../../components/ui/alerts.tsx';
import { closeAllOrderChannels } from './use-orders-live.ts';

/** Set by the administration screen when the platform admin enters a pub (same key there). */
const ADMIN_RETURN_KEY = 'tavola.admin-return';

function enteredAsAdmin(): boolean {
  try {
    return sessionStorage.getItem(ADMIN_RETURN_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * The way back for a platform admin who entered this pub (DESIGN.md §4): the admin's own session
 * lives in its own cookie and comes back with refresh-token?as=admin.
 */
export function AdminReturn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  if (!enteredAsAdmin()) return null;
  const back = async () => {
    if (!(await refreshToken(true))) {
      sessionStorage.removeItem(ADMIN_RETURN_KEY);
      // A refused admin refresh clears the session: take the pub's own session back.
      await refreshToken();
      return showError('orders.admin_return', null);
    }
    sessionStorage.removeItem(ADMIN_RETURN_KEY);
    setParkedAdminSession(true);
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
