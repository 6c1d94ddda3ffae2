import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { PUB_LANGUAGES } from '#shared/constants.ts';
import { activateLocale, hasChosenLocale, loadCatalogs } from '../../lib/i18n.ts';
import { formatMoney } from '../../lib/format.ts';
import { guestQueries, type PubPage } from './api.ts';
import { useGuestSignedIn } from './account.ts';
import { cartAtom, CartScope, useCartStorage } from './cart-state.tsx';
import { LanguageButtons } from './language-buttons.tsx';
import { pubLanguages, useLocalizedMenu } from './menu-language.ts';
import { MenuView } from './menu-view.tsx';
import { MyOrders } from './my-orders.tsx';
import { cartLines, dishesTotal, guestHours, orderingOptions } from './ordering.ts';
import { useOrderMode } from './price-mode.ts';
import { ModeQuestion, ModeSwitch } from './mode-switch.tsx';
import { PauseNotice } from './more/pause-notice.tsx';
import { commissionApplies } from '#shared/order-pricing.ts';
import { nextOpening } from '#shared/open-hours.ts';
import { coverUrl, themeStyle } from './theme.ts';
import './guest.css';
import { WORDS } from '../../components/ui/words.ts';
import { useHydrated } from '../../lib/hydration.ts';
import { replayEarlyTaps } from './early-taps.ts';

// The checkout (forms, pricing, the map's loader) is not part of the first load; it is fetched once
// the cart holds something, so it is ready by the time the guest taps "Checkout".
const loadCheckout = () =>
  Promise.all([import('./checkout/checkout.tsx'), loadCatalogs('guest-more')]).then(([m]) => ({ default: m.Checkout }));
const Checkout = lazy(loadCheckout);

/**
 * Opens in the pub's language unless the guest chose one (?lng= or an earlier switch). Not on the
 * server-rendered page: the server chose its language (the phone's or the pub's) and it stays.
 */
function usePubLanguage(languageId: number | undefined, serverChose: boolean) {
  const done = useRef(false);
  useEffect(() => {
    if (serverChose || done.current || languageId === undefined) return;
    done.current = true;
    const chosen = new URLSearchParams(location.search).has('lng') || hasChosenLocale();
    const locale = PUB_LANGUAGES[languageId];
    if (!chosen && locale) void activateLocale(locale, false);
  }, [languageId, serverChose]);
}

/** `?table=N` from a table's QR code (decision 132); its code loads only when the link carries a table. */
function useQrLanding(urlName: string, mode: ReturnType<typeof useOrderMode>) {
  const landed = useRef(false);
  useEffect(() => {
    if (landed.current || !new URLSearchParams(location.search).has('table')) return;
    landed.current = true;
    void import('./qr-table.ts').then((m) => m.landFromQr(urlName, mode, location.search));
  }, [urlName, mode]);
}

/**
 * The public pub page /pub/{url_name}/ (docs/product.md S2, D7): the venue's menu, cart and checkout.
 * The server renders it first (guest-root.tsx, decision 121); everything here renders the same there.
 */
export function GuestScreen({ urlName, serverRendered = false }: { urlName: string; serverRendered?: boolean }) {
  const { i18n } = useLingui();
  const query = useQuery(guestQueries.pub(urlName));
  usePubLanguage(query.data?.pub.language_id, serverRendered);
  const menu = useLocalizedMenu(query.data, i18n.locale);
  const style = query.data ? themeStyle(query.data.pub.color_theme, query.data.pub.color) : undefined;
  return (
    <div className="guest" style={style}>
      {query.isPending && <div className="spinner" role="status" aria-label={i18n._(WORDS.loading)} />}
      {query.isError && (
        <main className="guest-main guest-center">
          <LanguageButtons />
          <h1>
            <Trans id="guest.not_found">This venue was not found</Trans>
          </h1>
        </main>
      )}
      {menu && (
        <CartScope key={menu.pub.url_name} urlName={menu.pub.url_name}>
          <PubView data={menu} />
        </CartScope>
      )}
    </div>
  );
}

function PubView({ data }: { data: PubPage }) {
  const { pub } = data;
  useCartStorage();
  const cart = useAtomValue(cartAtom);
  const [view, setView] = useState<'menu' | 'checkout'>('menu');
  const options = useMemo(() => orderingOptions(pub), [pub]);
  // An expired venue still shows its menu, with a notice; it takes no orders (the server says 409 too).
  const canOrder = !pub.expired && (options.inPlace || options.delivery);
  const mode = useOrderMode(pub.url_name, options);
  useQrLanding(pub.url_name, mode);
  // The chosen mode's prices everywhere (menu, cart bar, checkout), as the server will price the order.
  const lines = cartLines(cart, data.dishes, pub, mode.mode);
  const count = lines.reduce((n, l) => n + l.count, 0);
  const asking = canOrder && !mode.chosen;

  useEffect(() => {
    document.title = pub.name;
  }, [pub.name]);
  useEffect(() => {
    if (count > 0) void loadCheckout();
  }, [count]);
  // Last of this view's effects, so after the cart and the mode have been read: the taps made before hydration, in order.
  useEffect(() => queueMicrotask(replayEarlyTaps), []);

  return (
    <>
      <VenueHeader pub={pub} />
      <main className="guest-main">
        {view === 'checkout' && canOrder ? (
          <Suspense fallback={<div className="spinner" />}>
            <Checkout data={data} onBack={() => setView('menu')} mode={mode} />
          </Suspense>
        ) : (
          <MenuScreen data={data} options={options} canOrder={canOrder} asking={asking} mode={mode} />
        )}
      </main>
      {canOrder && !asking && view === 'menu' && count > 0 && (
        <CartBar
          count={count}
          total={dishesTotal(lines)}
          symbol={pub.currency.symbol}
          onCheckout={() => {
            setView('checkout');
            window.scrollTo(0, 0);
          }}
        />
      )}
    </>
  );
}

/** The menu with what to know before ordering: an expired venue, a pause, the venue's notes, the guest's orders, the mode. */
function MenuScreen({
  data,
  options,
  canOrder,
  asking,
  mode,
}: {
  data: PubPage;
  options: ReturnType<typeof orderingOptions>;
  canOrder: boolean;
  asking: boolean;
  mode: ReturnType<typeof useOrderMode>;
}) {
  const { pub } = data;
  const hydrated = useHydrated();
  const signedIn = useGuestSignedIn() && hydrated;
  return (
    <>
      {pub.expired && (
        <p className="guest-notice" role="status">
          <Trans id="guest.unavailable">This venue is temporarily unavailable.</Trans>{' '}
          <Trans id="guest.unavailable_menu">You can look at the menu; ordering online is paused.</Trans>
        </p>
      )}
      {/* Rendered by the server too (its strings come with the page): a paused venue says so in the first paint. */}
      <PauseNotice pub={pub} />
      <VenueInfo
        data={data}
        deliveryClosed={options.deliveryClosed}
        canOrder={canOrder}
        paused={options.pausedInPlace || options.pausedDelivery}
      />
      {signedIn && <MyOrders />}
      {/* The menu shows while the guest still chooses a mode (server-rendered, decision 121); ordering waits for the choice. */}
      {asking ? <ModeQuestion mode={mode} /> : canOrder && <ModeSwitch mode={mode} />}
      <MenuView
        data={data}
        canOrder={canOrder && !asking}
        asking={asking}
        withCommission={commissionApplies(mode.mode, pub.shipping.add_commission_to_dish_prices)}
      />
    </>
  );
}

/** The venue's name and address over its cover, with the page's languages. */
function VenueHeader({ pub }: { pub: PubPage['pub'] }) {
  return (
    <header
      className="guest-header"
      data-cover={pub.bg_image_file_name ? 'image' : 'none'}
      style={pub.bg_image_file_name ? { backgroundImage: `url(${coverUrl(pub.bg_image_file_name)})` } : undefined}
    >
      <div className="guest-header-inner">
        <LanguageButtons languages={pubLanguages(pub)} />
        <h1>{pub.name}</h1>
        {pub.address && <p>{pub.address}</p>}
      </div>
    </header>
  );
}

/** "3 in cart · 299,00 lei" and the way to the checkout, under the menu. */
function CartBar({
  count,
  total,
  symbol,
  onCheckout,
}: {
  count: number;
  total: number;
  symbol: string;
  onCheckout: () => void;
}) {
  return (
    <div className="guest-cart-bar">
      <span>
        <Trans id="guest.cart.summary">
          {count} in cart · {formatMoney(total, symbol)}
        </Trans>
      </span>
      <button type="button" className="button" onClick={onCheckout}>
        <Trans id="guest.cart.checkout">Checkout</Trans>
      </button>
    </div>
  );
}

/** "Opens today at 10:00" / "tomorrow" / "on Friday", in the pub's timezone and the guest's language. */
function NextOpening({ pub }: { pub: PubPage['pub'] }) {
  const { i18n } = useLingui();
  const next = nextOpening(guestHours(pub), pub.timezone, new Date());
  if (!next) return null;
  const time = `${String(Math.floor(next.minute / 60)).padStart(2, '0')}:${String(next.minute % 60).padStart(2, '0')}`;
  if (next.inDays === 0) return <Trans id="guest.opens_today">Opens today at {time}.</Trans>;
  if (next.inDays === 1) return <Trans id="guest.opens_tomorrow">Opens tomorrow at {time}.</Trans>;
  // 2024-01-01 was a Monday: day 0 of the work-hours week.
  const weekday = new Intl.DateTimeFormat(i18n.locale === 'ro' ? 'ro-MD' : i18n.locale === 'en' ? 'en-GB' : 'ru-RU', {
    weekday: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2024, 0, 1 + next.day)));
  return (
    <Trans id="guest.opens_on">
      Opens on {weekday} at {time}.
    </Trans>
  );
}

/** Wi-Fi, the venue's note, and why ordering is off (closed now, or not offered at all; a pause says so in the pause notice). */
function VenueInfo({
  data,
  deliveryClosed,
  canOrder,
  paused,
}: {
  data: PubPage;
  deliveryClosed: boolean;
  canOrder: boolean;
  paused: boolean;
}) {
  const { pub } = data;
  const noOrdering = !canOrder && !deliveryClosed && !pub.expired && !paused;
  if (!pub.wifi_password && !pub.additional_info && !deliveryClosed && !noOrdering) return null;
  return (
    <section className="guest-info">
      {pub.wifi_password && (
        <p>
          <Trans id="guest.wifi">Wi-Fi password:</Trans> <strong className="guest-wifi">{pub.wifi_password}</strong>
        </p>
      )}
      {pub.additional_info && <p className="guest-additional">{pub.additional_info}</p>}
      {deliveryClosed && !pub.expired && (
        <p className="guest-muted" role="status">
          <Trans id="guest.delivery_closed">Delivery is closed right now.</Trans> <NextOpening pub={pub} />
        </p>
      )}
      {noOrdering && (
        <p className="guest-muted">
          <Trans id="guest.no_ordering">Ordering online is not available here; ask the staff.</Trans>
        </p>
      )}
    </section>
  );
}
