import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdatePub } from '#shared/schemas/pub.ts';
import type { PubSettings } from '#shared/pub-settings.ts';
import type { KitchenSettings } from '#shared/kitchen.ts';
import type { TimeSettings } from '#shared/order-time.ts';
import { api } from '../../lib/api-client.ts';
import { pubKey, pubQuery, type PubAnswer } from '../../lib/pub-query.ts';
import { getSession } from '../../lib/session.ts';
import { showError } from '../../lib/alerts.ts';

/** The owner's view of a pub, as far as this screen edits it (server pubs/serialize.ts `pubJson`). */
export interface SettingsPub extends PubSettings, Partial<KitchenSettings>, Partial<TimeSettings> {
  id: number;
  bg_image_file_name: string;
  preorder: { card_preorder: boolean; cash_preorder: boolean };
}

const pubPath = (pubId: number) => `/api/company/${getSession().companyId}/pubs/${pubId}/`;

export const settingsQueries = {
  all: (pubId: number) => ['settings', pubId] as const,
  pub: (pubId: number) => ({
    ...pubQuery<SettingsPub>(getSession().companyId, pubId),
    select: (a: PubAnswer<SettingsPub>) => a.pub,
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
  useSettingsMutation<SettingsPub['preorder']>(pubId, 'preorder', 'pubs.update_preorder', (body) =>
    api.post(`${pubPath(pubId)}preorder`, body),
  );
