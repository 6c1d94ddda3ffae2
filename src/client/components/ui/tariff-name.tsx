import { useLingui } from '@lingui/react/macro';
import type { Tariff } from '#shared/constants.ts';

/** Tariff names in the interface language, written once (registration, company page, platform admin). */
export function useTariffNames(): Record<Tariff, string> {
  const { t } = useLingui();
  return {
    basic: t({ id: 'common.tariff.basic', message: 'Basic' }),
    pro: t({ id: 'common.tariff.pro', message: 'Pro' }),
    business: t({ id: 'common.tariff.business', message: 'Business' }),
  };
}

export function TariffName({ tariff }: { tariff: Tariff }) {
  return <>{useTariffNames()[tariff]}</>;
}
