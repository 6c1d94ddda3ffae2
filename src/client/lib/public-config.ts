import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client.ts';

/** What the server's GET /api/config tells every screen: the public address and the platform's contacts. */
export interface PublicConfig {
  public_url: string;
  support_email: string;
  support_phone: string;
  payment_contact: string;
}

/** The configuration, read once per page load (it changes only with a server restart). */
export const publicConfigQuery = () =>
  queryOptions({
    queryKey: ['company', 'config'],
    queryFn: () => api.get<PublicConfig & { ok: true }>('/api/config'),
    staleTime: Infinity,
  });
