import { queryOptions } from '@tanstack/react-query';
import type { PublicConfig } from '#shared/schemas/config-answers.ts';
import { api } from './api-client.ts';

export type { PublicConfig };

/** The configuration, read once per page load (it changes only with a server restart). */
export const publicConfigQuery = () =>
  queryOptions({
    queryKey: ['company', 'config'],
    queryFn: () => api.get<PublicConfig>('/api/config'),
    staleTime: Infinity,
  });
