import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdatePub } from '#shared/schemas/pub.ts';
import type { KitchenSettings } from '#shared/kitchen.ts';
import type { TimeSettings } from '#shared/order-time.ts';
import { api } from '../../lib/api-client.ts';
import { pubKey, pubQuery, type PubAnswer } from '../../lib/pub-query.ts';
import { getSession } from '../../lib/session.ts';
import { showError } from '../../lib/alerts.ts';

/** The owner's view of a pub this screen edits, inferred from the pub answer's schema. */
export type SettingsPub = PubAnswer['pub'];
/** The payment types a guest may choose when ordering ahead, as the owner switches them. */
export type PreorderChoice = Pick<SettingsPub['preorder'], 'card_preorder' | 'cash_preorder'>;

const pubPath = (pubId: number) => `/api/company/${getSession().companyId}/pubs/${pubId}/`;

export const settingsQueries = {
  all: (pubId: number) => ['settings', pubId] as const,
  pub: (pubId: number) => ({
    ...pubQuery(getSession().companyId, pubId),
    select: (a: PubAnswer) => a.pub,
    refetchOnMount: 'always' as const,
  }),
};

function useSettingsMutation<T>(pubId: number, name: string, source: string, call: (body: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['settings', pubId, name],
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsQueries.all(pubId) }),
        queryClient.invalidateQueries({ queryKey: pubKey(pubId) }),
      ]),
    onError: (error) => showError(source, error),
  });
}

export const useUpdatePub = (pubId: number) =>
  useSettingsMutation<UpdatePub & Partial<KitchenSettings> & Partial<TimeSettings>>(
    pubId,
    'update',
    'pubs.update_pub',
    (body) => api.put(pubPath(pubId), body),
  );

export function useUploadBg(pubId: number) {
  return useSettingsMutation<File>(pubId, 'bg', 'pubs.upload_bg_image', (file) => {
    const form = new FormData();
    form.append('bg', file);
    return api.patch(`${pubPath(pubId)}bg`, form);
  });
}

export const usePreorder = (pubId: number) =>
  useSettingsMutation<PreorderChoice>(pubId, 'preorder', 'pubs.update_preorder', (body) =>
    api.post(`${pubPath(pubId)}preorder`, body),
  );
