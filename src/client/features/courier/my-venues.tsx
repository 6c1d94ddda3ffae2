import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { Popup } from '../../components/ui/popup.tsx';
import { showError } from '../../lib/alerts.ts';
import { courierQueries, leaveVenue } from './api.ts';
import type { CourierVenue } from './types.ts';
import { TitledSection } from '../../components/ui/titled-section.tsx';

/**
 * "My venues" (docs/product.md D11): the venues that added this courier by id, each with a leave button
 * that asks for confirmation first. Leaving removes the courier from that venue's couriers.
 */
export function MyVenues({ courierId }: { courierId: number }) {
  const queryClient = useQueryClient();
  const venues = useQuery(courierQueries.venues(courierId));
  const [leaving, setLeaving] = useState<CourierVenue | null>(null);
  const leave = useMutation({
    mutationKey: ['courier', 'leave-venue'],
    mutationFn: (pubId: number) => leaveVenue(courierId, pubId),
    onSuccess: (rest) => {
      queryClient.setQueryData(courierQueries.venues(courierId).queryKey, rest);
      setLeaving(null);
    },
    onError: (error) => showError('courier.venues', error),
  });
  return (
    <TitledSection className="stack courier-venues" title={<Trans id="courier.venues.title">My venues</Trans>}>
      {venues.data === undefined ? (
        <div className="spinner" role="status" aria-label="…" />
      ) : venues.data.length === 0 ? (
        <p className="muted">
          <Trans id="courier.venues.empty">No venue has added you yet. Give a venue your courier ID to be added.</Trans>
        </p>
      ) : (
        <ul className="plain-list courier-venue-list">
          {venues.data.map((v) => (
            <li key={v.id} className="courier-venue">
              <span className="courier-venue-text">
                <strong>{v.name}</strong>
                {v.address && <span className="muted">{v.address}</span>}
              </span>
              <button
                type="button"
                className="button button-secondary courier-big-button"
                onClick={() => setLeaving(v)}
              >
                <Trans id="courier.venues.leave">Leave</Trans>
              </button>
            </li>
          ))}
        </ul>
      )}
      <Popup
        open={leaving !== null}
        onClose={() => setLeaving(null)}
        title={<Trans id="courier.venues.confirm_title">Leave this venue?</Trans>}
      >
        {leaving && (
          <div className="stack">
            <p>
              <Trans id="courier.venues.confirm_text">
                {leaving.name} will no longer offer you its orders. The venue can add you again by your ID.
              </Trans>
            </p>
            <div className="popup-actions">
              <button
                type="button"
                className="button button-secondary courier-big-button"
                onClick={() => setLeaving(null)}
              >
                <Trans id="courier.venues.keep">Stay</Trans>
              </button>
              <button
                type="button"
                className="button button-danger courier-big-button"
                disabled={leave.isPending}
                onClick={() => leave.mutate(leaving.id)}
              >
                <Trans id="courier.venues.confirm_leave">Leave</Trans>
              </button>
            </div>
          </div>
        )}
      </Popup>
    </TitledSection>
  );
}
