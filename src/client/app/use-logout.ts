import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { api } from '../lib/api-client.ts';
import { clearSession } from '../lib/session.ts';
import { showError } from '../lib/alerts.ts';
import { leaveViewAs } from '../lib/view-as.ts';

/** Where a platform admin lands after logging out of a pub they viewed as its owner. */
const ADMIN_HOME = '/administration/orders';

/**
 * Logout (docs/product.md S2): once the server revoked the refresh cookie, forget the session and every cached
 * answer (clearing the session also drops the persisted cache) and go to the site root.
 * In a tab where the platform admin views a pub as its owner, logging out ends only that view: the
 * owner token lives in this tab's memory alone, so the tab starts again as the admin on the admin's
 * orders list, and the admin's own session (the refresh cookie) is left alone.
 * Either way this device stops receiving the pub's kitchen pushes first: its push subscription is ended in the
 * browser and forgotten by the server (the next person on a shared tablet turns notifications on for themselves).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationKey: ['auth', 'logout'],
    mutationFn: (): Promise<unknown> =>
      import('../lib/push.ts')
        .then(({ turnOff }) => turnOff())
        .catch(() => undefined)
        .then(() => leaveViewAs(ADMIN_HOME) ?? api.post('/api/auth/logout', undefined, { noRefresh: true })),
    onSuccess: () => {
      clearSession();
      queryClient.clear();
      void navigate({ to: '/' });
    },
    onError: (error) => showError('logout', error),
  });
}
