import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModifierGroup, StopList } from '#shared/schemas/menu-answers.ts';
import { api } from '../../lib/api-client.ts';
import { showError } from '../../lib/alerts.ts';
import { pubKey } from '../../lib/pub-query.ts';
import { getSession } from '../../lib/session.ts';

/** The stop list and modifier groups of a pub (docs/product.md D12), for the owner and the staff alike. */
const pubBase = (pubId: number) => `/api/company/${getSession().companyId}/pubs/${pubId}`;

export type StopUntil = 'end_of_day' | string | null;
export type StopTarget = { dish_id: number } | { option_id: number };

export const stopListQuery = (pubId: number) =>
  queryOptions({
    queryKey: ['stop-list', pubId],
    queryFn: ({ signal }) =>
      api
        .get<StopList>(`${pubBase(pubId)}/stop-list`, { signal })
        .then((a) => ({ dishes: a.dishes, options: a.options })),
    // Stops end by themselves: re-read now and then so an expired one leaves the list.
    refetchInterval: 60_000,
  });

export const modifierGroupsQuery = (pubId: number) =>
  queryOptions({
    queryKey: ['menu', pubId, 'modifier-groups'],
    queryFn: ({ signal }) =>
      api
        .get<{ modifier_groups: ModifierGroup[] }>(`${pubBase(pubId)}/modifier-groups`, { signal })
        .then((a) => a.modifier_groups),
  });

/** Stop (`until` given) or bring back (`until` undefined) a dish or an option; every screen showing them is refreshed. */
export function useStopAction(pubId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['stop-list', pubId],
    mutationFn: ({ target, until }: { target: StopTarget; until?: StopUntil }) =>
      until === undefined
        ? api.delete<StopList>(
            'dish_id' in target
              ? `${pubBase(pubId)}/stop-list/dish/${target.dish_id}`
              : `${pubBase(pubId)}/stop-list/option/${target.option_id}`,
          )
        : api.post<StopList>(`${pubBase(pubId)}/stop-list`, { ...target, until }),
    onSuccess: (answer) => {
      queryClient.setQueryData(stopListQuery(pubId).queryKey, { dishes: answer.dishes, options: answer.options });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['menu', pubId] }),
        queryClient.invalidateQueries({ queryKey: pubKey(pubId) }),
      ]);
    },
    onError: (error) => showError('stop_list', error),
  });
}
