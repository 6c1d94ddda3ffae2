import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { api } from '../lib/api-client.ts';
import { clearSession } from '../lib/session.ts';
import { showError } from '../lib/alerts.ts';

/**
 * Logout (docs/product.md S2): once the server revoked the refresh cookie, forget the session and every cached
 * answer (clearing the session also drops the persisted cache) and go to the site root.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationKey: ['auth', 'logout'],
    mutationFn: () => api.post('/api/auth/logout', undefined, { noRefresh: true }),
    onSuccess: () => {
      clearSession();
      queryClient.clear();
      void navigate({ to: '/' });
    },
    onError: (error) => showError('logout', error),
  });
}
