import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { api } from '../../lib/api-client.ts';
import { Popup } from '../../components/ui/popup.tsx';
import { telHref, formatPhone } from '../../lib/format.ts';

interface CourierInfo {
  id: number;
  full_name: string;
  phone_number: string;
  telegram_username?: string;
  image_file_name?: string;
}

/** Read-only courier info (spec §2 popups, DESIGN.md §4: staff see the reserving courier, never the balance). */
export function CourierInfoPopup({ open, onClose, courierId }: { open: boolean; onClose: () => void; courierId: number }) {
  const { t } = useLingui();
  const courier = useQuery({
    queryKey: ['orders', 'courier', courierId],
    queryFn: ({ signal }) => api.get<{ courier: CourierInfo }>(`/api/courier/${courierId}/`, { signal }).then((r) => r.courier),
    enabled: open,
    staleTime: 60_000,
  });
  const c = courier.data;
  return (
    <Popup open={open} onClose={onClose} title={t({ id: 'orders.courier.info_title', message: 'Courier' })}>
      {courier.isPending && <div className="spinner" />}
      {courier.isError && (
        <p>
          <Trans id="orders.courier.info_error">Could not load the courier.</Trans>
        </p>
      )}
      {c?.image_file_name ? <img src={`/api-static/images/courier/${c.image_file_name}`} alt="" width={96} height={96} className="courier-photo" /> : null}
      {c && (
        <dl className="details-list">
          <dt>
            <Trans id="orders.courier.id">ID</Trans>
          </dt>
          <dd>{c.id}</dd>
          <dt>
            <Trans id="orders.courier.name">Name</Trans>
          </dt>
          <dd>{c.full_name || t({ id: 'orders.courier.no_name', message: 'No name' })}</dd>
          <dt>
            <Trans id="orders.courier.phone">Phone</Trans>
          </dt>
          <dd>{c.phone_number ? <a href={telHref(c.phone_number)}>{formatPhone(c.phone_number)}</a> : '—'}</dd>
          {c.telegram_username ? (
            <>
              <dt>
                <Trans id="orders.courier.telegram">Telegram</Trans>
              </dt>
              <dd>
                <a href={`https://t.me/${c.telegram_username}`} target="_blank" rel="noreferrer">
                  @{c.telegram_username}
                </a>
              </dd>
            </>
          ) : null}
        </dl>
      )}
    </Popup>
  );
}
