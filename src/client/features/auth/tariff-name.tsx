import { Trans } from '@lingui/react/macro';
import type { Tariff } from '#shared/constants.ts';

/** A tariff's display name. */
export function TariffName({ tariff }: { tariff: Tariff }) {
  switch (tariff) {
    case 'pro':
      return <Trans id="auth.tariff.pro">Pro</Trans>;
    case 'business':
      return <Trans id="auth.tariff.business">Business</Trans>;
    default:
      return <Trans id="auth.tariff.basic">Basic</Trans>;
  }
}
