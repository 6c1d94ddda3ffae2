import { formatPhone } from '../../lib/format.ts';
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { api } from '../../lib/api-client.ts';
import { pushAlert, showError } from '../../lib/alerts.ts';
import { CourierInfoPopup } from '../../components/ui/courier-info-popup.tsx';
import { pubCourierQueries, pubPath, type PubCourier } from './queries.ts';
import { InputField } from '../../components/ui/field.tsx';
import { TitledSection } from '../../components/ui/titled-section.tsx';

/**
 * The pub's couriers (docs/product.md S5 "Couriers"): add by numeric courier ID (the button is disabled for an
 * empty or zero ID; an invalid ID or missing company/pub ids give a danger alert), list, a read-only
 * info popup, remove.
 */
export function CouriersSection({ companyId, pubId }: { companyId: number; pubId: number }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { data: couriers = [] } = useQuery(pubCourierQueries.list(companyId, pubId));
  const [courierId, setCourierId] = useState('');
  const [shown, setShown] = useState<PubCourier | null>(null);
  const setList = (list: PubCourier[]) =>
    queryClient.setQueryData(pubCourierQueries.list(companyId, pubId).queryKey, list);
  const add = useMutation({
    mutationKey: ['pubs', 'add-courier'],
    mutationFn: (id: number) =>
      api.post<{ couriers: PubCourier[] }>(`${pubPath(companyId, pubId)}/couriers`, { courier_id: id }),
    onSuccess: ({ couriers: list }) => {
      setList(list);
      setCourierId('');
    },
    onError: (error) => showError('pubs.add_courier', error),
  });
  const remove = useMutation({
    mutationKey: ['pubs', 'remove-courier'],
    mutationFn: (id: number) => api.delete<{ couriers: PubCourier[] }>(`${pubPath(companyId, pubId)}/couriers/${id}`),
    onSuccess: ({ couriers: list }) => setList(list),
    onError: (error) => showError('pubs.remove_courier', error),
  });
  const id = Number(courierId);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!companyId || !pubId || !Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) {
      pushAlert({ source: 'pubs.add_courier', type: 'danger', key: 'errors.courier.courier_id_is_invalid' });
      return;
    }
    add.mutate(id);
  };
  return (
    <TitledSection className="card stack" title={<Trans id="shipping.couriers_title">Couriers</Trans>}>
      <form className="row" onSubmit={submit}>
        <InputField
          label={<Trans id="shipping.courier_id">Courier ID</Trans>}
          inputMode="numeric"
          autoComplete="off"
          value={courierId}
          onChange={(e) => setCourierId(e.target.value.replace(/\D/g, '').slice(0, 10))}
        />
        <button
          type="submit"
          className="button shipping-inline-button"
          disabled={!courierId || id === 0 || add.isPending}
        >
          <Trans id="shipping.add_courier">Add courier</Trans>
        </button>
      </form>
      {couriers.length === 0 ? (
        <p className="muted">
          <Trans id="shipping.no_couriers">No couriers yet. A courier finds their ID in their profile.</Trans>
        </p>
      ) : (
        <ul
          className="plain-list courier-list"
          aria-label={t({ id: 'shipping.couriers_list', message: 'Pub couriers' })}
        >
          {couriers.map((c) => (
            <li key={c.id} className="courier-item">
              <span className="courier-name">{c.full_name || `#${c.id}`}</span>
              <span className="muted">{formatPhone(c.phone_number)}</span>
              {c.on_shift ? (
                <span className="badge badge-success courier-on-shift">
                  <Trans id="shipping.courier_on_shift">On shift</Trans>
                </span>
              ) : (
                <span className="muted">
                  <Trans id="shipping.courier_off_shift">Off shift</Trans>
                </span>
              )}
              <span className="spacer" />
              <button
                type="button"
                className="button button-secondary button-small"
                onClick={() => setShown(c)}
                aria-label={t({ id: 'shipping.courier_info_for', message: `Courier info: ${c.full_name}` })}
              >
                <Trans id="shipping.courier_info">Info</Trans>
              </button>
              <button
                type="button"
                className="button button-danger button-small"
                disabled={remove.isPending}
                onClick={() => remove.mutate(c.id)}
                aria-label={t({ id: 'shipping.remove_courier_for', message: `Remove courier ${c.full_name}` })}
              >
                <Trans id="shipping.remove_courier">Remove</Trans>
              </button>
            </li>
          ))}
        </ul>
      )}
      <CourierInfoPopup open={!!shown} courier={shown} onClose={() => setShown(null)} />
    </TitledSection>
  );
}
