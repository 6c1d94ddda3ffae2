import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { TARIFFS, TRIAL_DAYS, type Tariff } from '#shared/constants.ts';
import { COMMISSION } from '#shared/money.ts';
import { Popup } from '../../components/ui/popup.tsx';
import { formatDateTime, formatPhone, telHref } from '../../lib/format.ts';
import { companyQueries, type Pub } from './api.ts';
import { PubLimit } from './tariffs.tsx';
import { TariffName } from '../../components/ui/tariff-name.tsx';
import { WORDS } from '../../components/ui/words.ts';

/** True when every comma-separated part of the payment contact is the support e-mail or phone already shown. */
function repeatsSupport(payment: string, email: string, phone: string): boolean {
  const digitsOf = (text: string) => text.replace(/\D/g, '');
  const parts = payment
    .split(/[,;]/)
    .map((p) => p.trim())
    .filter(Boolean);
  const same = (part: string) =>
    part.toLowerCase() === email.trim().toLowerCase() || (digitsOf(part) !== '' && digitsOf(part) === digitsOf(phone));
  return parts.length > 0 && parts.every(same);
}

/** Payment and support contacts from the server configuration (docs/product.md D3), each contact once. */
function ContactDetails() {
  const { i18n } = useLingui();
  const { data } = useQuery(companyQueries.config());
  if (!data) return <div className="spinner" role="status" aria-label={i18n._(WORDS.loading)} />;
  const payment =
    data.payment_contact && !repeatsSupport(data.payment_contact, data.support_email ?? '', data.support_phone ?? '');
  return (
    <dl className="contacts">
      {payment && (
        <>
          <dt>
            <Trans id="company.contacts.payment">Payments</Trans>
          </dt>
          <dd>{data.payment_contact}</dd>
        </>
      )}
      {data.support_email && (
        <>
          <dt>
            <Trans id="company.contacts.email">Email</Trans>
          </dt>
          <dd>
            <a href={`mailto:${data.support_email}`}>{data.support_email}</a>
          </dd>
        </>
      )}
      {data.support_phone && (
        <>
          <dt>
            <Trans id="company.contacts.phone">Phone</Trans>
          </dt>
          <dd>
            <a href={telHref(data.support_phone)}>{formatPhone(data.support_phone)}</a>
          </dd>
        </>
      )}
    </dl>
  );
}

/**
 * The tariffs with their venue limits and price, the company's own highlighted, what every tariff shares (the free
 * trial, the commission on delivery) and whom to contact to change. No tariff has a fixed list price: the platform
 * agrees it with the company (docs/decisions/187), so the price line says so rather than showing a number.
 */
export function TariffPopup({ current, onClose }: { current: Tariff; onClose: () => void }) {
  const days = TRIAL_DAYS;
  const percent = (COMMISSION.numerator / COMMISSION.denominator) * 100;
  return (
    <Popup open wide title={<Trans id="company.tariff.title">Tariffs</Trans>} onClose={onClose}>
      <ul className="tariff-plans">
        {TARIFFS.map((tariff) => (
          <li
            key={tariff}
            className={`tariff-plan${tariff === current ? ' is-current' : ''}`}
            aria-current={tariff === current ? 'true' : undefined}
          >
            <strong className="tariff-plan-name">
              <TariffName tariff={tariff} />
            </strong>
            <span>
              <PubLimit tariff={tariff} />
            </span>
            <span className="tariff-plan-price">
              <Trans id="company.tariff.price">Price: agreed with the platform</Trans>
            </span>
            {tariff === current && (
              <span className="badge badge-success">
                <Trans id="company.tariff.current">Your tariff</Trans>
              </span>
            )}
          </li>
        ))}
      </ul>
      <ul className="tariff-terms">
        <li>
          <Trans id="company.tariff.trial">
            Every new venue: the first {days} days free, then its publication is paid for a period.
          </Trans>
        </li>
        <li>
          <Trans id="company.tariff.commission">
            Delivery orders of a venue that adds the platform commission to dish prices: {percent}% commission, paid by
            the guests in the price.
          </Trans>
        </li>
      </ul>
      <p>
        <Trans id="company.tariff.how_to_change">To change your tariff, contact us:</Trans>
      </p>
      <ContactDetails />
    </Popup>
  );
}

/** Upgrade tariff (docs/product.md S2 popups): shown when the tariff allows no more venues. */
export function UpgradePopup({ onClose }: { onClose: () => void }) {
  return (
    <Popup open title={<Trans id="company.upgrade.title">Upgrade your tariff</Trans>} onClose={onClose}>
      <p>
        <Trans id="company.upgrade.text">
          Your tariff does not allow more venues. Move to a bigger tariff to add this one — contact us:
        </Trans>
      </p>
      <ContactDetails />
    </Popup>
  );
}

/** Pay for pub (docs/product.md S2): the payment-for-publication notice with the provider's contact details. */
export function PayPopup({ pub, onClose }: { pub: Pub; onClose: () => void }) {
  const { i18n } = useLingui();
  const name = pub.name;
  const date = formatDateTime(pub.expiration_time_utc, i18n.locale);
  return (
    <Popup open title={<Trans id="company.pay.title">Pay for the venue</Trans>} onClose={onClose}>
      <p>
        <Trans id="company.pay.text">
          The publication of “{name}” expired on {date}. Guests cannot order until it is paid. To pay, contact us:
        </Trans>
      </p>
      <ContactDetails />
    </Popup>
  );
}
