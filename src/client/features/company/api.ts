import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_CURRENCY_ID, DEFAULT_LANGUAGE_ID } from '#shared/constants.ts';
import { pubSettingsOf } from '#shared/pub-settings.ts';
import type { PubAnswer } from '#shared/schemas/pub-answers.ts';
import type { CompanyInfo } from '#shared/schemas/company-answers.ts';
import { api } from '../../lib/api-client.ts';
import { showError } from '../../lib/alerts.ts';
import { publicConfigQuery, type PublicConfig } from '../../lib/public-config.ts';

export type { PublicConfig };

export type { CompanyInfo };

/** The owner's view of a pub, inferred from its answer schema. */
export type Pub = PubAnswer;

/** Key factory of this screen; its mutations invalidate only keys under `company` (and the edited pub). */
export const companyQueries = {
  all: () => ['company'] as const,
  // docs/product.md S2: the company info is refetched every time the page mounts.
  info: () =>
    queryOptions({
      queryKey: ['company', 'info'],
      queryFn: () => api.get<{ company: CompanyInfo }>('/api/company/').then((a) => a.company),
      refetchOnMount: 'always',
    }),
  pubs: (companyId: number) =>
    queryOptions({
      queryKey: ['company', 'pubs', companyId],
      queryFn: () => api.get<{ pubs: Pub[] }>(`/api/company/${companyId}/pubs/`).then((a) => a.pubs),
      enabled: companyId > 0,
    }),
  config: publicConfigQuery,
};

/** The public page a pub's QR code leads to (the server encodes the same link). */
export function publicLink(config: PublicConfig | undefined, pub: Pick<Pub, 'url_name'>): string {
  const base = config?.public_url ?? location.origin;
  return `${base}/pub/${pub.url_name}/`;
}

/** The company info (pub count) and the pub list change together; the pub area's own copy of a pub too. */
function useInvalidate() {
  const queryClient = useQueryClient();
  return (pubId?: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['company', 'info'] }),
      queryClient.invalidateQueries({ queryKey: ['company', 'pubs'] }),
      pubId ? queryClient.invalidateQueries({ queryKey: ['pub', pubId] }) : null,
    ]);
}

export function useCreatePub(companyId: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationKey: ['company', 'create-pub'],
    // docs/product.md S5: creation sends currency 1 and language 1.
    mutationFn: (body: { name: string; url_name: string }) =>
      api.post<{ pub: Pub }>(`/api/company/${companyId}/pubs/`, {
        ...body,
        currency_id: DEFAULT_CURRENCY_ID,
        language_id: DEFAULT_LANGUAGE_ID,
      }),
    onSuccess: () => invalidate(),
  });
}

export function useUpdatePub(companyId: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationKey: ['company', 'update-pub'],
    // The PUT replaces every field, so the ones this popup does not edit are sent back unchanged.
    mutationFn: ({ pub, name, address }: { pub: Pub; name: string; address: string }) =>
      api.put<{ pub: Pub }>(`/api/company/${companyId}/pubs/${pub.id}/`, { ...pubSettingsOf(pub), name, address }),
    onSuccess: (_answer, { pub }) => invalidate(pub.id),
    onError: (error) => showError('pubs.update_pub', error),
  });
}

export function useDeletePub(companyId: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationKey: ['company', 'delete-pub'],
    mutationFn: (pubId: number) => api.delete(`/api/company/${companyId}/pubs/${pubId}/`),
    onSuccess: (_answer, pubId) => invalidate(pubId),
    onError: (error) => showError('pubs.delete_pub', error),
  });
}
