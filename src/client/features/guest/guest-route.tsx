import { useMemo } from 'react';
import { useNavigate, useParams } from '@tanstack/react-router';
import { GuestNavContext, type GuestNav } from './guest-nav.ts';
import { GuestScreen } from './guest-page.tsx';

/**
 * The guest page as a route of the app (reached from the status page's "back to the menu"): the
 * router opens the status page. A guest arriving from a QR code gets the server-rendered page instead.
 */
export function GuestPage() {
  const { urlName } = useParams({ strict: false }) as { urlName: string };
  const navigate = useNavigate();
  const nav = useMemo<GuestNav>(
    () => ({
      toOrder: (url, id, token) =>
        navigate({
          to: '/pub/$urlName/order/$orderID',
          params: { urlName: url, orderID: String(id) },
          search: { token },
        }),
    }),
    [navigate],
  );
  return (
    <GuestNavContext value={nav}>
      <GuestScreen urlName={urlName} />
    </GuestNavContext>
  );
}
