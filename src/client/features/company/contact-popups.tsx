import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { TARIFFS, type Tariff } from '#shared/constants.ts';
import { Popup } from '../../components/ui/popup.tsx';
import { formatDateTime, formatPhone, telHref } from '../../lib/format.ts';
import { companyQueries, type Pub } from './api.ts';
import { PubLimit } from './tariffs.tsx';
import { TariffName } from '../../components/ui/tariff-name.tsx';
import { WORDS } from '../../components/ui/words.ts';

/** Payment and support contacts from the server configuration (docs/product.md D3). */
function ContactDetails() {
  const { i18n } = useLingui();
  const { data } = useQuery(companyQueries.config());
  if (!data) return <div className="spinner" role="status" aria-label={i18n._(WORDS.loading)} />;
  return (
    <dl className="contacts">
      {data.payment_contact && (
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

/** The tariffs with their venue limits, the company's own highlighted, and whom to contact to change. */
export function TariffPopup({ current, onClose }: { current: Tariff; onClose: () => void }) {
  return (
    <Popup open wide title={<Trans id="company.tariff.title">Tariffs</Trans>} onClose={onClose}>
      <ul className="tariff-plans">
        {TARIFFS.map((tariff) => (
          <li key={tariff} className={`tariff-plan${tariff === current ? ' is-current' : ''}`} aria-current={tariff === current ? 'true' : undefined}>
            <strong className="tariff-plan-name">
              <TariffName tariff={tariff} />
            </strong>
            <span>
              <PubLimit tariff={tariff} />
            </span>
            {tariff === current && (
              <span className="badge badge-success">
                <Trans id="company.tariff.current">Your tariff</Trans>
              </span>
            )}
          </li>
        ))}
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
        <Trans id="company.upgrade.text">Your tariff does not allow more venues. Move to a bigger tariff to add this one — contact us:</Trans>
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
        <Trans id="company.pay.text">The publication of “{name}” expired on {date}. Guests cannot order until it is paid. To pay, contact us:</Trans>
      </p>
      <ContactDetails />
    </Popup>
  );
}
