import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { api } from '../../lib/api-client.ts';
import { CourierInfoPopup as CourierPopup, type CourierCard } from '../../components/ui/courier-info-popup.tsx';

/** The reserving courier of an order, loaded when the popup opens (staff never see the balance). */
export function CourierInfoPopup({
  open,
  onClose,
  courierId,
}: {
  open: boolean;
  onClose: () => void;
  courierId: number;
}) {
  const courier = useQuery({
    queryKey: ['orders', 'courier', courierId],
    queryFn: ({ signal }) =>
      api.get<{ courier: CourierCard }>(`/api/courier/${courierId}/`, { signal }).then((r) => r.courier),
    enabled: open,
    staleTime: 60_000,
  });
  const status = courier.isPending ? (
    <div className="spinner" />
  ) : courier.isError ? (
    <p>
      <Trans id="orders.courier.info_error">Could not load the courier.</Trans>
    </p>
  ) : null;
  return <CourierPopup open={open} onClose={onClose} courier={courier.data} status={status} />;
}
