import { createContext, useContext } from 'react';
import { i18n } from '../../lib/i18n.ts';

/**
 * How the guest page opens an order's status page. The router's guest route navigates inside the
 * app; the server-rendered page is hydrated without the router (guest-root.tsx), so it loads the
 * status page as a page (decision 121).
 */
export interface GuestNav {
  toOrder: (urlName: string, orderId: number, token: string) => void | Promise<void>;
}

export const orderPath = (urlName: string, orderId: number, token: string) =>
  `/pub/${encodeURIComponent(urlName)}/order/${orderId}?token=${encodeURIComponent(token)}`;

/** A new page: it keeps the language the guest reads in (`lng`, first in the detection order). */
export const pageNav: GuestNav = {
  toOrder: (urlName, orderId, token) => location.assign(`${orderPath(urlName, orderId, token)}&lng=${i18n.locale}`),
};

export const GuestNavContext = createContext<GuestNav>(pageNav);
export const useGuestNav = () => useContext(GuestNavContext);
