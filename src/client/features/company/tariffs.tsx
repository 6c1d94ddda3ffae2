import { Trans, useLingui } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { PUB_LIMITS, TARIFFS, type Tariff } from '#shared/constants.ts';
import { companyPopupAtom } from './atoms.ts';
import { TariffName } from '../../components/ui/tariff-name.tsx';
import { ButtonGroup } from '../../components/ui/button-group.tsx';

/** "1 venue", "5 venues", "unlimited venues" (docs/product.md D6 limits). */
export function PubLimit({ tariff }: { tariff: Tariff }) {
  const limit = PUB_LIMITS[tariff];
  if (!Number.isFinite(limit)) return <Trans id="company.tariff.unlimited">Unlimited venues</Trans>;
  return <Trans id="company.tariff.limit">Up to {limit} venues</Trans>;
}

/** basic / pro / business with the company's own highlighted; any click opens the tariff popup (docs/product.md S2). */
export function TariffSelector({ current }: { current: Tariff }) {
  const { t } = useLingui();
  const open = useSetAtom(companyPopupAtom);
  return (
    <ButtonGroup
      className="tariff-selector"
      label={t({ id: 'company.tariff.selector', message: 'Tariffs' })}
      values={TARIFFS}
    >
      {(tariff) => (
        <button
          type="button"
          className={`tariff-option${tariff === current ? ' is-current' : ''}`}
          aria-current={tariff === current ? 'true' : undefined}
          onClick={() => open({ kind: 'tariff' })}
        >
          <TariffName tariff={tariff} />
        </button>
      )}
    </ButtonGroup>
  );
}

export function TariffBadge({ tariff, used, limit }: { tariff: Tariff; used: number; limit: number | null }) {
  return (
    <span className={`tariff-badge tariff-${tariff}`}>
      <span className="tariff-badge-name">
        <TariffName tariff={tariff} />
      </span>
      <span className="tariff-badge-usage">
        {limit === null ? (
          <Trans id="company.tariff.usage_unlimited">Venues: {used}</Trans>
        ) : (
          <Trans id="company.tariff.usage">
            Venues: {used} / {limit}
          </Trans>
        )}
      </span>
    </span>
  );
}
