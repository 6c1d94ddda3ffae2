import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { publicConfigQuery } from '../../lib/public-config.ts';
import { formatPhone, telHref } from '../../lib/phone-format.ts';

/** The platform support's e-mail and phone (server configuration), as links. */
export function SupportContacts() {
  const { data } = useQuery(publicConfigQuery());
  if (!data) return null;
  return (
    <ul className="support-contacts">
      {data.support_email && (
        <li>
          <Trans id="auth.support.email">Email:</Trans>{' '}
          <a href={`mailto:${data.support_email}`}>{data.support_email}</a>
        </li>
      )}
      {data.support_phone && (
        <li>
          <Trans id="auth.support.phone">Phone:</Trans>{' '}
          <a href={telHref(data.support_phone)}>{formatPhone(data.support_phone)}</a>
        </li>
      )}
    </ul>
  );
}
